// What a submission does to CCFs (spec 1 §4): the label walk of each CCF parameter it touches, run on the
// week as it will be after the submission, turned into CcfRaised / CcfPendingClose events.
import {
  factoryHourToInstant,
  statusLabel,
  walkCcfColumn,
  type CcfEvent,
  type CcfLabel,
  type ChangeRecord,
  type SeriesPoint,
} from '@ftr/contracts';
import { isCcfParameter, type SubmissionContext } from './facts.ts';
import { slotOf, type WeekState } from './state.ts';

export interface SubmittedCcf {
  code: string;
  id: string;
  action: 'raised' | 'pendingClose';
}

export interface CcfOutcome {
  events: CcfEvent[];
  labels: Record<string, CcfLabel | null>;
  ccfs: SubmittedCcf[];
}

interface Slot {
  date: string;
  hour: number;
}

/** A code's cells in time order, as they will be, with the submitted ones marked changed. */
const seriesOf = (after: WeekState, code: string, records: readonly ChangeRecord[]): SeriesPoint<Slot>[] => {
  const changed = new Set(records.filter((r) => r.CODE === code).map((r) => slotOf(r.FTR_DATE, r.FTR_HOUR)));
  const slots = after.cells.get(code) ?? new Map();
  const points = [...slots].map(([slot, cell]) => ({ slot, value: cell.value as number | null }));
  for (const r of records) if (r.CODE === code && r.VALUE === null) points.push({ slot: slotOf(r.FTR_DATE, r.FTR_HOUR), value: null });
  points.sort((a, b) => (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0));
  return points.map(({ slot, value }) => {
    const [date = '', hour = '0'] = slot.split('|');
    return { key: { date, hour: Number(hour) }, value, changed: changed.has(slot) };
  });
};

/** Labels and CCF events for the CCF parameters of a submission; `after` is the week with the submission applied. */
export const ccfOutcome = (records: readonly ChangeRecord[], after: WeekState, operation: string, ctx: SubmissionContext): CcfOutcome => {
  const outcome: CcfOutcome = { events: [], labels: {}, ccfs: [] };
  const codes = [...new Set(records.map((r) => r.CODE))].sort();
  for (const code of codes) {
    const parameter = ctx.parameters.get(code);
    if (!parameter || !isCcfParameter(parameter)) continue;
    const existing = ctx.ccfs.get(code);
    let openId = existing?.status === 'O' ? existing.id : null;
    const walk = walkCcfColumn(parameter, seriesOf(after, code, records), ctx.previous.get(code) ?? null, existing?.status ?? null);
    for (const step of walk.steps) {
      const { date, hour } = step.key;
      if (step.action === 'raise') {
        openId = ctx.newCcfId();
        outcome.events.push({
          type: 'CcfRaised',
          data: {
            id: openId,
            site: ctx.site,
            parameter: code,
            operation,
            ccfType: parameter.CCF_TYPE,
            ccfAnalysis: parameter.CCF_ANALYSIS,
            raisedFrom: 'DATAENTRY',
            status: 'O',
            date,
            hour,
            value: step.value,
          },
        });
        outcome.ccfs.push({ code, id: openId, action: 'raised' });
      } else if (step.action === 'pendingClose' && openId !== null) {
        const at = factoryHourToInstant(date, hour).toISOString();
        outcome.events.push({ type: 'CcfPendingClose', data: { id: openId, site: ctx.site, parameter: code, operation, at } });
        outcome.ccfs.push({ code, id: openId, action: 'pendingClose' });
        openId = null;
      }
    }
    outcome.labels[code] = statusLabel(walk.status);
  }
  return outcome;
};
