import { nextRun, scheduleRoutes, type RoutesOf, type ScheduleDto } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { SCHEDULES_COLLECTION, type ScheduleDoc } from '@ftr/read-models/schedules/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { readableDefinition } from '../reports/access.ts';

type ReadRoutes = RoutesOf<typeof scheduleRoutes, 'query'>;

const toDto = (doc: ScheduleDoc, now: Date): ScheduleDto => ({
  ID: doc.ID,
  DEFINITION_ID: doc.DEFINITION_ID,
  KIND: doc.KIND,
  SITE: doc.SITE,
  EVERY: doc.CADENCE.every,
  HOUR: doc.CADENCE.hour,
  WEEKDAY: doc.CADENCE.weekday,
  RECIPIENTS: doc.RECIPIENTS,
  ENABLED: doc.ENABLED,
  CREATED_BY: doc.CREATED_BY,
  NEXT_RUN: doc.ENABLED ? nextRun(doc.CADENCE, now).at : null,
  RUNS: doc.RUNS,
});

export const scheduleQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  /** The schedules of a definition the caller can open (same rules as opening it: site, kind flag, visibility). */
  async listSchedules({ query, user }) {
    const def = await readableDefinition(deps.readStore, user, query.definitionId);
    const docs = await deps.readStore.find<ScheduleDoc>(SCHEDULES_COLLECTION, { where: { SITE: def.SITE, DEFINITION_ID: def.ID } });
    const now = deps.clock.now();
    return { items: docs.sort((a, b) => a.CREATED_AT.localeCompare(b.CREATED_AT) || a.ID.localeCompare(b.ID)).map((d) => toDto(d, now)) };
  },
});
