import { SCREEN_ACCESS_LEVELS, dataScreenReadRoutes, screenWriteRefusal, type RoutesOf } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FindQuery } from '@ftr/infra/readstore/port.ts';
import {
  DATA_SCREENS_COLLECTION,
  SCREEN_FAVOURITES_COLLECTION,
  type DataScreenDoc,
  type FavouritesDoc,
} from '@ftr/read-models/dataScreens/docs.ts';
import type { QueryDeps } from '../deps.ts';
import { loadScreenViewer, mayOpen, openableScreen, requireScreenReader, siteScope, siteWhere } from './access.ts';
import { loadScreenDoc, screenColumns } from './columns.ts';
import { byName, toDataScreenDto } from './dto.ts';
import { exportHandlers } from './exportHandlers.ts';

type ReadRoutes = RoutesOf<typeof dataScreenReadRoutes, 'query'>;

export const dataScreenQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const store = deps.readStore;
  const find = (query: FindQuery) => store.find<DataScreenDoc>(DATA_SCREENS_COLLECTION, query);

  return {
    async listDataScreens({ query, user }) {
      requireScreenReader(user);
      const sites = siteScope(user, query.site);
      const where = {
        ...siteWhere(sites),
        ...(query.AREA ? { AREA: query.AREA } : {}),
        ...(query.SCREEN_TYPE ? { SCREEN_TYPE: query.SCREEN_TYPE } : {}),
      };
      const [docs, viewer] = await Promise.all([find({ where }), loadScreenViewer(store, user)]);
      return docs
        .filter((doc) => sites.includes(doc.SITE) && mayOpen(doc, viewer))
        .sort(byName)
        .map(toDataScreenDto);
    },
    async listFavouriteScreens({ user }) {
      const [favourites, viewer] = await Promise.all([
        store.get<FavouritesDoc>(SCREEN_FAVOURITES_COLLECTION, user.sub),
        loadScreenViewer(store, user),
      ]);
      const ids = (favourites?.FAVOURITES ?? []).map((f) => String(f.ID));
      const docs = await store.getMany<DataScreenDoc>(DATA_SCREENS_COLLECTION, ids);
      return [...docs.values()]
        .filter((doc) => mayOpen(doc, viewer))
        .sort(byName)
        .map(toDataScreenDto);
    },
    async findScreensByParameter({ params, user }) {
      const sites = siteScope(user, undefined);
      const docs = await find({
        where: siteWhere(sites),
        search: { field: 'MEMBER_CODES', text: `|${params.parameterCode}|`, mode: 'contains' },
      });
      return docs
        .filter((doc) => sites.includes(doc.SITE))
        .sort(byName)
        .map(toDataScreenDto);
    },
    async getDataScreen({ params, user }) {
      requireScreenReader(user);
      const [doc, viewer] = await Promise.all([loadScreenDoc(store, params.id), loadScreenViewer(store, user)]);
      const screen = openableScreen(doc, params.id, viewer);
      const readOnly = screenWriteRefusal(screen.ACCESS_LEVEL, viewer.writeAccess);
      return { ...toDataScreenDto(screen), ...(readOnly ? { READ_ONLY: readOnly } : {}) };
    },
    async getScreenHeading({ params, user }) {
      requireScreenReader(user);
      const [doc, viewer] = await Promise.all([loadScreenDoc(store, params.id), loadScreenViewer(store, user)]);
      return screenColumns(store, openableScreen(doc, params.id, viewer));
    },
    listScreenAccessLevels() {
      return Promise.resolve([...SCREEN_ACCESS_LEVELS]);
    },
    ...exportHandlers(deps),
  };
};
