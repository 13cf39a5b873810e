import { randomUUID } from 'node:crypto';
import { SCHEDULE_MESSAGES as M, reportStream, scheduleRoutes, scheduleStream, type ScheduleBody, type TokenClaims } from '@ftr/contracts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { definitionEvolver } from '../reports/decider.ts';
import { fold, handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { decideSchedule, scheduleEvolver, type ScheduleCommand, type ScheduleSettings, type ScheduleState } from './decider.ts';

type WriteRoutes = Pick<typeof scheduleRoutes, 'createSchedule' | 'updateSchedule' | 'deleteSchedule'>;

const settingsOf = (body: ScheduleBody): ScheduleSettings => ({
  cadence: { every: body.every, hour: body.hour, weekday: body.every === 'WEEK' ? body.weekday : null },
  recipients: body.recipients,
  enabled: body.enabled,
});
const actorOf = (user: TokenClaims) => ({ username: user.sub, site: user.site, flags: user.flags });

/** The decision spec of one schedule: its stream, and the definition it delivers folded from the definition's stream. */
export const scheduleSpec = (store: CatalogueEventStore, id: string, definitionId?: number) => ({
  stream: scheduleStream(id),
  evolver: scheduleEvolver,
  loadFacts: async (state: ScheduleState) => {
    const defId = state.status === 'present' ? state.definitionId : (definitionId ?? 0);
    return { definition: fold(definitionEvolver, await store.readStream(reportStream(defId))) };
  },
  decide: decideSchedule,
});

export const scheduleHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const write = (id: string, command: ScheduleCommand, metadata: ReturnType<typeof requestMetadata>, definitionId?: number) =>
    handleCommand(store, scheduleSpec(store, id, definitionId), command, metadata);
  return {
    async createSchedule({ body, user, request }) {
      const id = randomUUID();
      const at = deps.clock.now().toISOString();
      const command: ScheduleCommand = {
        kind: 'CreateSchedule',
        actor: actorOf(user),
        id,
        definitionId: body.definitionId,
        at,
        settings: settingsOf(body),
      };
      const result = await write(id, command, requestMetadata(request, user, deps.clock), body.definitionId);
      return { message: M.created, position: result.position.toString(), ID: id };
    },
    async updateSchedule({ params, body, user, request }) {
      const command: ScheduleCommand = { kind: 'UpdateSchedule', actor: actorOf(user), id: params.id, settings: settingsOf(body) };
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
