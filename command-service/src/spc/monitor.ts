import { DEFAULT_SPC_RULES, SPC_MAX_WINDOW, spcStream, VALUES_EVENT_TYPES, type AnyStoredEvent } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { fold } from '../shared/decider.ts';
import { commandSpec } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import type { Clock } from '../shared/metadata.ts';
import type { Reactor } from '../shared/reactor.ts';
import type { ReadModels } from '../shared/readModels.ts';
import { spcDecider, spcEvolver } from './decider.ts';
import { breaksCompleted } from './evaluate.ts';

export interface SpcMonitorDeps {
  eventStore: CatalogueEventStore;
  /** The parameter's recent values, once the read side holds the event. */
  readModels: Pick<ReadModels, 'valuesUpTo' | 'reached'>;
  clock: Clock;
}

/** How long a reaction waits for the read side to hold its event before reading the values as they are. */
const READ_SIDE_WAIT_MS = 10_000;
/** A day has at most 25 hours: one event's changes and the windows before its first fit in this many points. */
const POINTS_READ = SPC_MAX_WINDOW + 25;

/**
 * The SPC rule monitor: for each entered or recalculated value of a parameter that has control limits,
 * it evaluates the rules on the windows that value ends (never earlier ones) and records each break as
 * an SpcRuleBroken on the parameter's SPC stream. The limits and rules are those recorded before the
 * value's event in the log, so a reactor that lags judges as one that kept up. Idempotent: a break's key
 * is the limits' version, the point, the rule and the value, so a second delivery (or the same value sent
 * again) appends nothing.
 */
export const spcMonitor = (deps: SpcMonitorDeps): Reactor => ({
  name: 'spcMonitor',
  handles: VALUES_EVENT_TYPES,
  async react(event: AnyStoredEvent) {
    if (event.type !== 'ParameterValuesSubmitted' && event.type !== 'ParameterValuesRecalculated') return; // handles lists only these
    const { site, changes } = event.data;
    const first = changes[0];
    if (!first) return;
    const stream = spcStream(site, first.code);
    const history = await deps.eventStore.readStream(stream);
    const before = history.filter((e) => e.position < event.position && e.type !== 'SpcRuleBroken');
    const settings = fold(spcEvolver, before);
    const rules = settings.rules ?? DEFAULT_SPC_RULES;
    if (!settings.limits || rules.length === 0) return;
    const changed = changes.flatMap((c) =>
      c.code === first.code && c.date === first.date && c.value !== null ? [{ hour: c.hour, value: c.value }] : [],
    );
    if (changed.length === 0) return;
    await deps.readModels.reached(event.position, READ_SIDE_WAIT_MS);
    const lastHour = Math.max(...changed.map((c) => c.hour));
    const series = await deps.readModels.valuesUpTo(site, first.code, first.date, lastHour, POINTS_READ);
    const cause = `${event.stream}@${event.revision}`;
    const limitsVersion = String(before.findLast((e) => e.type === 'SpcBaselineSet')?.position ?? 0n);
    const { recorded } = fold(spcEvolver, history);
    const breaks = breaksCompleted(
      { site, code: first.code, date: first.date, operation: event.data.operation, limitsVersion },
      series,
      changed,
      settings.limits,
      rules,
    ).filter((b) => !recorded.has(b.key));
    // A second delivery finds its breaks recorded and writes nothing (the decider checks again at the append).
    if (breaks.length === 0) return;
    const metadata: AppendMetadata = {
      userId: 'system',
      site,
      correlationId: event.metadata.correlationId,
      causationId: cause,
      timestamp: deps.clock.now().toISOString(),
    };
    await handleCommand(deps.eventStore, commandSpec({ stream, decider: spcDecider }), { kind: 'RecordRuleBreaks', breaks }, metadata);
  },
});
