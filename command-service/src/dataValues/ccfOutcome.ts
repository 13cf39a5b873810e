// What changed values do to CCFs (spec 1 §4, spec 3 §4): the label walk of each CCF parameter they touch,
// run on the week as it will be after the change, turned into label intents (CcfLabelIntent) that the
// CCF pair decides on (docs/ccf.md). Data entry (a submission, raisedFrom DATAENTRY) and the
// recalculation job (raisedFrom CALCULATION) share it.
import {
  NO_CCF_THRESHOLDS,
  ccfLimitsAt,
  factoryHourToInstant,
  statusLabel,
  walkCcfColumn,
  type CcfSource,
  type CcfLabelIntent,
  type CcfLabel,
  type ChangeRecord,
  type SeriesPoint,
  type Site,
} from '@ftr/contracts';
import { isCcfParameter, type CcfFact, type ParameterFacts, type SubmissionContext } from './facts.ts';
import { slotOf, type CellState, type WeekState } from './state.ts';

export interface CcfOutcome {
  /** One label intent per value that asks for a CCF or a pending close (the pair decides, docs/ccf.md). */
  events: CcfLabelIntent[];
  labels: Record<string, CcfLabel | null>;
}

interface Slot {
  date: string;
  hour: number;
}

/** A cell whose value is being changed (null: emptied). */
export interface ChangedCell extends Slot {
  code: string;
  value: number | null;
}

/** What the walk needs besides the week: the CCF state before it and where new CCFs come from. */
export interface CcfWalkContext {
  site: Site;
  operation: string;
  raisedFrom: CcfSource;
  /** Parameters by code; codes that are absent or not CCF parameters are not walked. */
  parameters: ReadonlyMap<string, ParameterFacts>;
  /** By parameter code, for the operation: its pair's latest CCF when open or pending close. */
  ccfs: ReadonlyMap<string, CcfFact>;
  /** By CCF parameter code: the latest value before the week. */
  previous: ReadonlyMap<string, number | null>;
}

/** A code's cells in time order, as they will be, with the changed ones marked. */
const seriesOf = (after: WeekState, code: string, cells: readonly ChangedCell[]): SeriesPoint<Slot>[] => {
  const changed = new Set(cells.filter((c) => c.code === code).map((c) => slotOf(c.date, c.hour)));
  const slots = after.cells.get(code) ?? new Map<string, CellState>();
  const points: { slot: string; value: number | null }[] = [...slots].map(([slot, cell]) => ({ slot, value: cell.value }));
  for (const c of cells) if (c.code === code && c.value === null) points.push({ slot: slotOf(c.date, c.hour), value: null });
  points.sort((a, b) => (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0));
  return points.map(({ slot, value }) => {
    const [date = '', hour = '0'] = slot.split('|');
    return { key: { date, hour: Number(hour) }, value, changed: changed.has(slot) };
  });
};

/** Labels and label intents for the CCF parameters among changed cells; `after` is the week with the changes applied. */
export const walkCcfChanges = (cells: readonly ChangedCell[], after: WeekState, ctx: CcfWalkContext): CcfOutcome => {
  const outcome: CcfOutcome = { events: [], labels: {} };
  const { site, operation } = ctx;
  const codes = [...new Set(cells.map((c) => c.code))].sort();
  for (const code of codes) {
    const parameter = ctx.parameters.get(code);
    if (!parameter || !isCcfParameter(parameter)) continue;
    // Each value is labelled by its analysis's limits in force at the value's time.
    const limitsAt = (slot: Slot) =>
      ccfLimitsAt(parameter.ccfLimits, factoryHourToInstant(slot.date, slot.hour).toISOString()) ?? NO_CCF_THRESHOLDS;
    const status = ctx.ccfs.get(code)?.status ?? null;
    const walk = walkCcfColumn(limitsAt, seriesOf(after, code, cells), ctx.previous.get(code) ?? null, status);
    for (const step of walk.steps) {
      if (step.action === null) continue;
      const { date, hour } = step.key;
      outcome.events.push({
        type: 'CcfLabelIntent',
        data: {
          site,
          parameter: code,
          operation,
          label: step.action === 'raise' ? 'New CCF' : 'Pending Close',
          raisedFrom: ctx.raisedFrom,
          ccfType: parameter.CCF_TYPE,
          ccfAnalysis: parameter.CCF_ANALYSIS,
          date,
          hour,
          value: step.value,
          at: factoryHourToInstant(date, hour).toISOString(),
        },
      });
    }
    outcome.labels[code] = statusLabel(walk.status);
  }
  return outcome;
};

/** Labels and label intents (raisedFrom DATAENTRY) for the CCF parameters of a submission; `after` is the week with the submission applied. */
export const ccfOutcome = (records: readonly ChangeRecord[], after: WeekState, operation: string, ctx: SubmissionContext): CcfOutcome =>
  walkCcfChanges(
    records.map((r) => ({ code: r.CODE, date: r.FTR_DATE, hour: r.FTR_HOUR, value: r.VALUE })),
    after,
    {
      site: ctx.site,
      operation,
      raisedFrom: 'DATAENTRY',
      parameters: ctx.parameters,
      ccfs: ctx.ccfs,
      previous: ctx.previous,
    },
  );
