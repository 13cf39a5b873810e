import {
  captureAggregateOf,
  captureCellHour,
  capturePeriodOf,
  captureWindow,
  type CaptureSlot,
  inCaptureWindow,
  processTagStream,
  tagCaptureStream,
  utcHourOf,
  valuesStream,
  type Capture,
  type Site,
  type TagSource,
  type TimedValue,
} from '@ftr/contracts';
import { submitWithMetadata } from '../dataValues/submit.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { cellValue } from '../dataValues/state.ts';
import { fold } from '../shared/decider.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { systemMetadata } from '../shared/metadata.ts';
import { captureEvolver, decideCapture, type TaggedParameter } from './captureDecider.ts';

export interface HourCaptured {
  site: Site;
  date: string;
  hour: number;
  captures: Capture[];
  /** Why nothing was entered although readings were there (no operation, a refused submission). */
  problem?: string;
}

/** The site's tagged hourly parameters as capture sees them (a parameter naming both takes its process tag). */
export const taggedParametersOf = async (deps: DataValueDeps, site: Site): Promise<TaggedParameter[]> =>
  (await deps.readModels.taggedParameters(site)).flatMap((p) => {
    const aggregate = captureAggregateOf(p.code);
    const period = capturePeriodOf(p.code);
    const source: TagSource = p.processTag ? 'PHD' : 'IWB';
    const tag = p.processTag ?? p.iwbTag;
    return aggregate && period && tag ? [{ code: p.code, period, source, tag, aggregate }] : [];
  });

/** The UTC hours (streams) a window touches, its end instant's included. */
const utcHoursOf = (window: { after: string; through: string }): string[] => {
  const hours: string[] = [];
  for (let t = Date.parse(window.after); t <= Date.parse(window.through); t += 3_600_000) hours.push(utcHourOf(new Date(t).toISOString()));
  return [...new Set(hours)];
};

/** The readings of a factory hour or day by `${source}/${tag}`, from the hour streams (the log, not a read model). */
const readingsOf = async (deps: DataValueDeps, site: Site, date: string, slot: CaptureSlot, sources: ReadonlySet<TagSource>) => {
  const window = captureWindow(date, slot);
  const hours = utcHoursOf(window);
  const readings = new Map<string, TimedValue[]>();
  for (const source of sources) {
    for (const utcHour of hours) {
      for (const event of await deps.eventStore.readStream(processTagStream(site, source, utcHour))) {
        if (event.type !== 'ProcessTagReadingsRecorded') continue;
        const key = `${source}/${event.data.tag}`;
        const list = readings.get(key) ?? [];
        for (const r of event.data.readings)
          if (inCaptureWindow(r.timestamp, window)) list.push({ timestamp: r.timestamp, value: r.value });
        readings.set(key, list);
      }
    }
  }
  return readings;
};

/**
 * Captures one factory hour of a site: the tagged parameters' readings of the hour are
 * aggregated and decided on against the hour's capture stream and the cells' values (decideCapture); the
 * decision is recorded on the capture stream first, then the values go through the grid's submission path
 * (source PROCESS_TAG, user 'system'), so CCF labelling, subscriptions, recalculation, wallboards and the
 * audit trail follow. A pass with nothing new writes nothing.
 */
export const captureHour = async (
  deps: DataValueDeps,
  site: Site,
  date: string,
  slot: CaptureSlot,
  parameters?: readonly TaggedParameter[],
): Promise<HourCaptured | null> => {
  const tagged = (parameters ?? (await taggedParametersOf(deps, site))).filter((p) => p.period === (slot === 'D' ? 'D' : 'H'));
  if (tagged.length === 0) return null;
  const hour = captureCellHour(date, slot);
  const readings = await readingsOf(deps, site, date, slot, new Set(tagged.map((p) => p.source)));
  const stream = tagCaptureStream(site, date, slot);
  const known = fold(captureEvolver, await deps.eventStore.readStream(stream));
  const fresh = tagged.some((p) => (readings.get(`${p.source}/${p.tag}`) ?? []).some((r) => !known.get(p.code)?.instants.has(r.timestamp)));
  if (!fresh) return null;
  const operation = (await deps.readModels.operationsFrom(site, date)).find((op) => op.startDate <= date && date <= op.endDate);
  if (!operation) return { site, date, hour, captures: [], problem: `No operation at ${site} on ${date}` };
  const week = await deps.weeks.load(valuesStream(site, date));
  const cells = new Map(tagged.map((p) => [p.code, cellValue(week, p.code, date, hour)]));
  const submissionId = `capture-${deps.newId()}`;
  const metadata = systemMetadata(site, deps.clock, 'system');
  const handled = await handleCommand(
    deps.eventStore,
    { stream, evolver: captureEvolver, loadFacts: noFacts, decide: decideCapture },
    {
      kind: 'CaptureHour',
      site,
      date,
      hour,
      daily: slot === 'D',
      operation: operation.code,
      submissionId,
      parameters: tagged,
      readings,
      cells,
    },
    metadata,
  );
  const captures = handled.decision.events.flatMap((e) => e.data.captures);
  if (handled.decision.answer.length === 0) return { site, date, hour, captures };
  try {
    await submitWithMetadata(
      deps,
      { sub: 'system', site, flags: ['HISTORIC_DATA'], system: true },
      { submissionId, records: handled.decision.answer, source: 'PROCESS_TAG' },
      { ...metadata, submissionId },
    );
    return { site, date, hour, captures };
  } catch (error) {
    // Refused (a person changed a cell meanwhile, a locked day): nothing entered; the next pass reports the cell.
    return { site, date, hour, captures, problem: error instanceof Error ? error.message : String(error) };
  }
};
