import { MESSAGES, type DataScreenDto, type OperationDto } from '@ftr/contracts';
import { useReportError } from '../../api/errors.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

export interface SelectorData {
  readonly screens: DataScreenDto[];
  readonly favourites: DataScreenDto[];
  readonly operations: OperationDto[];
  /** True once operations have loaded (successfully or not). */
  readonly operationsLoaded: boolean;
  /** True once favourites have loaded (the star waits for it). */
  readonly favouritesLoaded: boolean;
  readonly reloadFavourites: () => Promise<void>;
}

const NONE: never[] = [];

/**
 * What the data entry selectors offer: the site's data-entry screens, the user's favourites and the
 * operations, each a cached read with the spec's load-error text (spec 1 §8).
 */
export const useSelectorData = (enabled = true): SelectorData => {
  const reportError = useReportError();
  const screens = useRouteQuery(
    'listDataScreens',
    { query: { AREA: 'A' } },
    { enabled, onError: (error) => reportError(error, MESSAGES.screensLoadFailed) },
  );
  const operations = useRouteQuery(
    'listOperations',
    {},
    { enabled, onError: (error) => reportError(error, MESSAGES.operationsLoadFailed) },
  );
  const favourites = useRouteQuery(
    'listFavouriteScreens',
    {},
    { enabled, onError: (error) => reportError(error, MESSAGES.favouritesLoadFailed) },
  );
  return {
    screens: screens.data ?? NONE,
    favourites: favourites.data ?? NONE,
    operations: operations.data ?? NONE,
    operationsLoaded: operations.isFetched,
    favouritesLoaded: favourites.isSuccess,
    reloadFavourites: () => favourites.refetch().then(() => undefined),
  };
};
