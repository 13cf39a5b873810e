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
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideSchedule, scheduleEvolver, type ScheduleCommand, type ScheduleSettings, type ScheduleState } from './decider.ts';

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
export const scheduleSpec = (store: CatalogueEventStore, id: string, definitionId?: number, check?: RecipientCheck) => ({
  stream: scheduleStream(id),
  evolver: scheduleEvolver,
  loadFacts: async (state: ScheduleState) => {
    const defId = state.status === 'present' ? state.definitionId : (definitionId ?? 0);
    const accounts = check && check.recipients.length > 0 ? await check.readModels.accountsByEmail(check.recipients) : new Map();
    return { definition: await loadDefinition(store, defId), accounts, companyDomain: check?.companyDomain ?? '' };
  },
  decide: decideSchedule,
});

export const scheduleHandlers = (deps: CommandDeps & { accounts: Pick<AccountOptions, 'registrationDomain'> }): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const companyDomain = deps.accounts.registrationDomain;
  const write = async (id: string, command: ScheduleCommand, metadata: ReturnType<typeof requestMetadata>, definitionId?: number) => {
    const recipients = 'settings' in command ? command.settings.recipients : [];
    // The recipients' accounts come from the read side, read once it reflects every append so far (503 when behind).
    if (recipients.length > 0) {
      await waitForHead({ eventStore: store, waitForReadSide: (at, ms) => deps.readModels.reached(at, ms) }, READ_SIDE_WAIT_MS);
    }
    const check = { readModels: deps.readModels, recipients, companyDomain };
    return handleCommand(store, scheduleSpec(store, id, definitionId, check), command, metadata);
  };
  return {
    async createSchedule({ body, user, request }) {
      const id = randomUUID();
      const at = deps.clock.now().toISOString();
      const command: ScheduleCommand = {
        kind: 'CreateSchedule',
        actor: actorOf(user),
        reachable: reachableSites(user),
        id,
        definitionId: body.definitionId,
        at,
        settings: settingsOf(body),
      };
      const result = await write(id, command, requestMetadata(request, user, deps.clock), body.definitionId);
      return { message: M.created, position: result.position.toString(), ID: id };
    },
    async updateSchedule({ params, body, user, request }) {
      const command: ScheduleCommand = {
        kind: 'UpdateSchedule',
        actor: actorOf(user),
        reachable: reachableSites(user),
        id: params.id,
        settings: settingsOf(body),
      };
      const result = await write(params.id, command, requestMetadata(request, user, deps.clock));
      return { message: M.updated, position: result.position.toString() };
    },
    async deleteSchedule({ params, user, request }) {
      const result = await write(
        params.id,
        { kind: 'DeleteSchedule', actor: actorOf(user), id: params.id },
        requestMetadata(request, user, deps.clock),
      );
      return { message: M.deleted, position: result.position.toString() };
    },
  };
};
