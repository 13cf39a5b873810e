import {
  ERRORS,
  factoryToday,
  mayReachSite,
  type DueAlertDto,
  type dueEntriesRoutes,
  type RoutesOf,
  type Site,
  type TokenClaims,
} from '@ftr/contracts';
import { cachedRead } from '@ftr/infra/http/answerCache.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { completeness, dueBoard, weekOf } from '@ftr/read-models/dueEntries/board.ts';
import { DUE_ALERTS_COLLECTION, type DueAlertDoc } from '@ftr/read-models/dueEntries/docs.ts';
import { loadScreenViewer, mayOpen } from '../dataScreens/access.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = RoutesOf<typeof dueEntriesRoutes, 'query'>;

/** The one site `?site=` names, else the session's, asked again here whatever the auth hook decided. */
const siteAsked = (user: TokenClaims, site: Site | undefined): Site => {
  const asked = site ?? user.site;
  if (!mayReachSite(user, asked)) throw new AppError('forbidden', ERRORS.wrongSite);
  return asked;
};

const MINUTE_MS = 60_000;

/**
 * The board and the completeness figures are computed from three read models at the current minute: an
 * answer is cached by the read side's position, the minute (cells fall due as time passes), the site and the
 * viewer's screen access, so many open boards and badges cost one computation per change or minute.
 */
export const dueEntriesQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const cacheable = <T>(parts: readonly unknown[], compute: () => Promise<T>) => {
    const position = deps.progress.position();
    const minute = Math.floor(deps.clock.now().getTime() / MINUTE_MS);
    return position === undefined
      ? compute()
      : Promise.resolve(cachedRead(JSON.stringify(['dueEntries', String(position), minute, ...parts]), compute));
  };
  return {
    async getDueBoard({ user, query }) {
      const site = siteAsked(user, query.site);
      const viewer = await loadScreenViewer(deps.readStore, user);
      const now = deps.clock.now();
      return cacheable(['board', site, viewer.maintainer, viewer.readAccess], () =>
        dueBoard(deps.readStore, site, now, (doc) => mayOpen(doc, viewer)),
      );
    },
    async getCompleteness({ user, query }) {
      const site = siteAsked(user, query.site);
      const now = deps.clock.now();
      const range =
        query.from !== undefined && query.to !== undefined ? { from: query.from, to: query.to } : weekOf(query.date ?? factoryToday(now));
      return cacheable(['completeness', site, range], () => completeness(deps.readStore, site, range, now));
    },
    async listDueAlerts({ user }): Promise<DueAlertDto[]> {
      const docs = await deps.readStore.find<DueAlertDoc>(DUE_ALERTS_COLLECTION, {
        where: { USERNAME: user.sub },
        sort: [{ field: 'SITE', direction: 'asc' }],
      });
      return docs
        .filter((d) => mayReachSite(user, d.SITE))
        .map((d) => ({ SITE: d.SITE, DELAY_MINUTES: d.DELAY_MINUTES, EMAIL: d.EMAIL, PUSH: d.PUSH }));
    },
  };
};
