import {
  ERRORS,
  REPORT_ERRORS as E,
  SCHEDULE_MESSAGES as M,
  assertNever,
  changeFailure,
  fail,
  sortRecipients,
  type Cadence,
  type DefinitionActor,
  type DefinitionKind,
  type RecipientAccount,
  type ScheduleEvent,
  type SchedulePeriod,
  type Site,
} from '@ftr/contracts';
import type { DefinitionState } from '../reports/decider.ts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

export interface ScheduleSettings {
  cadence: Cadence;
  recipients: string[];
  enabled: boolean;
}
export type ScheduleState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | {
      status: 'present';
      id: string;
      site: Site;
      definitionId: number;
      kind: DefinitionKind;
      createdAt: string;
      settings: ScheduleSettings;
      /** The last period a runner claimed (periods only move forward). */
      lastPeriod: string | null;
      /** The claimed period not yet finished. */
      running: string | null;
    };

export const scheduleEvolver: Evolver<ScheduleState, ScheduleEvent> = {
  initialState: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'ScheduleCreated': {
        const { id, site, definitionId, kind, createdAt, settings } = event.data;
        return { status: 'present', id, site, definitionId, kind, createdAt, settings, lastPeriod: null, running: null };
      }
      case 'ScheduleUpdated':
        return state.status === 'present' ? { ...state, settings: event.data.settings } : state;
      case 'ScheduleDeleted':
        return { status: 'deleted' };
      case 'ScheduleRunClaimed':
        return state.status === 'present' ? { ...state, lastPeriod: event.data.period.key, running: event.data.period.key } : state;
      case 'ScheduleRunSucceeded':
      case 'ScheduleRunFailed':
        return state.status === 'present' && state.running === event.data.periodKey ? { ...state, running: null } : state;
      default:
        return assertNever(event);
    }
  },
};

export type ScheduleCommand =
  | {
      kind: 'CreateSchedule';
      actor: DefinitionActor;
      /** The sites the actor reaches (contracts' reachableSites): a definition with another site's parameter is not theirs to mail. */
      reachable: readonly Site[];
      id: string;
      definitionId: number;
      at: string;
      settings: ScheduleSettings;
    }
  | { kind: 'UpdateSchedule'; actor: DefinitionActor; reachable: readonly Site[]; id: string; settings: ScheduleSettings }
  | { kind: 'DeleteSchedule'; actor: DefinitionActor; id: string }
  | { kind: 'ClaimRun'; id: string; period: SchedulePeriod }
  | { kind: 'FinishRun'; id: string; periodKey: string; outcome: { ok: true; recipients: number } | { ok: false; reason: string } };

/** The definition the schedule delivers, folded from its own stream by the handler; the recipients' accounts (query port). */
export interface ScheduleFacts {
  definition: DefinitionState;
  /** The accounts of the command's recipients, by lower-cased address (absent: no account). */
  accounts: ReadonlyMap<string, readonly RecipientAccount[]>;
  /** The company's e-mail domain (REGISTRATION_DOMAIN). */
  companyDomain: string;
}

/** Who may schedule (or change a schedule of) a definition: whoever may change it (owner of a personal one, maintain flag for shared). */
const definitionFailure = (definition: DefinitionState, definitionId: number, actor: DefinitionActor) => {
  if (definition.status !== 'present') return fail('not_found', E.notFound(definitionId));
  const facts = { ...definition, reportType: definition.fields.reportType, accessLevel: definition.fields.accessLevel };
  return changeFailure(facts, actor);
};

/** A definition naming a parameter of a site the actor does not reach is refused to them (its data would be mailed out). */
const reachFailure = (definition: DefinitionState, reachable: readonly Site[]) =>
  definition.status === 'present' && definition.params.some((p) => !reachable.includes(p.site))
    ? fail('forbidden', ERRORS.wrongSite)
    : null;

/** The first recipient the definition may not be mailed to (docs/schedules.md), as a 400. */
const recipientFailure = (settings: ScheduleSettings, facts: ScheduleFacts) => {
  if (facts.definition.status !== 'present') return null;
  const definition = { kind: facts.definition.kind, sites: facts.definition.params.map((p) => p.site) };
  const [refused] = sortRecipients(settings.recipients, facts.accounts, definition, facts.companyDomain).refused;
  return refused === undefined ? null : fail('validation', M.recipientRefused(refused, facts.companyDomain));
};

const sameSettings = (a: ScheduleSettings, b: ScheduleSettings): boolean =>
  a.enabled === b.enabled &&
  a.cadence.every === b.cadence.every &&
  a.cadence.hour === b.cadence.hour &&
  a.cadence.weekday === b.cadence.weekday &&
  a.recipients.length === b.recipients.length &&
  a.recipients.every((email, i) => b.recipients[i] === email);

export const decideSchedule = (command: ScheduleCommand, state: ScheduleState, facts: ScheduleFacts): Decision<ScheduleEvent> => {
  if (command.kind === 'CreateSchedule') {
    const definition = facts.definition;
    const failure = definitionFailure(definition, command.definitionId, command.actor) ?? reachFailure(definition, command.reachable);
    if (failure) return reject(failure);
    if (definition.status !== 'present') return reject(fail('not_found', E.notFound(command.definitionId)));
    if (state.status !== 'absent') return reject(fail('conflict', M.notFound(command.id)));
    const refused = recipientFailure(command.settings, facts);
    if (refused) return reject(refused);
    const ref = { id: command.id, site: definition.site, definitionId: definition.id };
    const data = { ...ref, kind: definition.kind, owner: command.actor.username, createdAt: command.at, settings: command.settings };
    return accept({ type: 'ScheduleCreated', data });
  }
  if (state.status !== 'present') return reject(fail('not_found', M.notFound(command.id)));
  const ref = { id: state.id, site: state.site, definitionId: state.definitionId };
  switch (command.kind) {
    case 'UpdateSchedule':
    case 'DeleteSchedule': {
      if (state.site !== command.actor.site) return reject(fail('not_found', M.notFound(command.id)));
      const failure =
        definitionFailure(facts.definition, state.definitionId, command.actor) ??
        (command.kind === 'UpdateSchedule' ? reachFailure(facts.definition, command.reachable) : null);
      if (failure) return reject(failure);
      if (command.kind === 'DeleteSchedule') return accept({ type: 'ScheduleDeleted', data: ref });
      const refused = recipientFailure(command.settings, facts);
      if (refused) return reject(refused);
      if (sameSettings(state.settings, command.settings)) return accept(); // changes nothing: no event
      return accept({ type: 'ScheduleUpdated', data: { ...ref, settings: command.settings } });
    }
    case 'ClaimRun': {
      const { period } = command;
      if (state.lastPeriod !== null && period.key <= state.lastPeriod) return reject(fail('conflict', M.alreadyRun(period.key)));
      return accept({ type: 'ScheduleRunClaimed', data: { ...ref, period } });
    }
    case 'FinishRun': {
      if (state.running !== command.periodKey) return reject(fail('conflict', M.alreadyRun(command.periodKey)));
      const { outcome, periodKey } = command;
      return outcome.ok
        ? accept({ type: 'ScheduleRunSucceeded', data: { ...ref, periodKey, recipients: outcome.recipients } })
        : accept({ type: 'ScheduleRunFailed', data: { ...ref, periodKey, reason: outcome.reason } });
    }
    default:
      return assertNever(command);
  }
};

export const scheduleDecider: Decider<ScheduleCommand, ScheduleState, ScheduleEvent, ScheduleFacts> = {
  ...scheduleEvolver,
  decide: decideSchedule,
};
