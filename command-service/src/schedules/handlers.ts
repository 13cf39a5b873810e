import { randomUUID } from 'node:crypto';
import {
  SCHEDULE_MESSAGES as M,
  reachableSites,
  reportStream,
  scheduleRoutes,
  scheduleStream,
  type ScheduleBody,
  type TokenClaims,
} from '@ftr/contracts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadModels } from '@ftr/contracts/commandReadModels.ts';
import { READ_SIDE_WAIT_MS } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import type { CommandDeps } from '../deps.ts';
import { definitionEvolver } from '../reports/decider.ts';
import type { AccountOptions } from '../users/deps.ts';
import { fold } from '../shared/decider.ts';
import { commandRoute, commandSpec, positionAnswer } from '../shared/commandRoute.ts';
import { scheduleDecider, type ScheduleCommand, type ScheduleFacts, type ScheduleSettings, type ScheduleState } from './decider.ts';

type WriteRoutes = Pick<typeof scheduleRoutes, 'createSchedule' | 'updateSchedule' | 'deleteSchedule'>;

const settingsOf = (body: ScheduleBody): ScheduleSettings => ({
  cadence: { every: body.every, hour: body.hour, weekday: body.every === 'WEEK' ? body.weekday : null },
  recipients: body.recipients,
  enabled: body.enabled,
});
const actorOf = (user: TokenClaims) => ({ username: user.sub, site: user.site, flags: user.flags });

/** The definition a schedule delivers, folded from its own stream. */
export const loadDefinition = async (store: CatalogueEventStore, definitionId: number) =>
  fold(definitionEvolver, await store.readStream(reportStream(definitionId)));

/** Whose accounts a decision checks: the recipients a create or update names (none for runs and deletes). */
export interface RecipientCheck {
  readModels: Pick<ReadModels, 'accountsByEmail'>;
  recipients: readonly string[];
  companyDomain: string;
}

/** The decision spec of one schedule: its stream, the definition it delivers, and the accounts of the recipients it names. */
const scheduleRouteSpec = (store: CatalogueEventStore, id: string, definitionId?: number, check?: RecipientCheck) => ({
  stream: scheduleStream(id),
  decider: scheduleDecider,
  loadFacts: async (state: ScheduleState): Promise<ScheduleFacts> => {
    const defId = state.status === 'present' ? state.definitionId : (definitionId ?? 0);
    const accounts = check && check.recipients.length > 0 ? await check.readModels.accountsByEmail(check.recipients) : new Map();
    return { definition: await loadDefinition(store, defId), accounts, companyDomain: check?.companyDomain ?? '' };
  },
});

/** The same spec for the one write path (the runner and the demo seed). */
export const scheduleSpec = (store: CatalogueEventStore, id: string, definitionId?: number, check?: RecipientCheck) =>
  commandSpec(scheduleRouteSpec(store, id, definitionId, check));

export const scheduleHandlers = (deps: CommandDeps & { accounts: Pick<AccountOptions, 'registrationDomain'> }): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const companyDomain = deps.accounts.registrationDomain;
  const recipientsOf = (command: ScheduleCommand) => ('settings' in command ? command.settings.recipients : []);
  /** The recipients' accounts come from the read side, read once it reflects every append so far (503 when behind). */
  const caughtUp = async (command: ScheduleCommand): Promise<ScheduleCommand> => {
    if (recipientsOf(command).length > 0) {
      await waitForHead({ eventStore: store, waitForReadSide: (at, ms) => deps.readModels.reached(at, ms) }, READ_SIDE_WAIT_MS);
    }
    return command;
  };
  const spec = (command: ScheduleCommand) =>
    scheduleRouteSpec(store, command.id, command.kind === 'CreateSchedule' ? command.definitionId : undefined, {
      readModels: deps.readModels,
      recipients: recipientsOf(command),
      companyDomain,
    });
  return {
    createSchedule: commandRoute(deps, {
      command: ({ body, user }) =>
        caughtUp({
          kind: 'CreateSchedule',
          actor: actorOf(user),
          reachable: reachableSites(user),
          id: randomUUID(),
          definitionId: body.definitionId,
          at: deps.clock.now().toISOString(),
          settings: settingsOf(body),
        }),
      spec,
      answer: ({ position }, command) => ({ message: M.created, position: position.toString(), ID: command.id }),
    }),
    updateSchedule: commandRoute(deps, {
      command: ({ params, body, user }) =>
        caughtUp({
          kind: 'UpdateSchedule',
          actor: actorOf(user),
          reachable: reachableSites(user),
          id: params.id,
          settings: settingsOf(body),
        }),
      spec,
      answer: positionAnswer(M.updated),
    }),
    deleteSchedule: commandRoute(deps, {
      command: ({ params, user }) => caughtUp({ kind: 'DeleteSchedule', actor: actorOf(user), id: params.id }),
      spec,
      answer: positionAnswer(M.deleted),
    }),
  };
};
