import { MESSAGES, type DataScreenDto, type OperationDto } from '@ftr/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { listEntryScreens, listFavouriteScreens, listOperations } from './service.ts';

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

/**
 * What the data entry selectors offer: the site's data-entry screens, the user's favourites and the
 * operations, each loaded on its own with the spec's load-error text (spec 1 §8).
 */
export const useSelectorData = (enabled = true): SelectorData => {
  const [screens, setScreens] = useState<DataScreenDto[]>([]);
  const [favourites, setFavourites] = useState<DataScreenDto[]>([]);
  const [operations, setOperations] = useState<OperationDto[]>([]);
  const [operationsLoaded, setOperationsLoaded] = useState(false);
  const [favouritesLoaded, setFavouritesLoaded] = useState(false);
  const reportError = useReportError();
  const report = useRef(reportError);
  useEffect(() => {
    report.current = reportError;
  });

  const reloadFavourites = useCallback(async () => {
    try {
      setFavourites(await listFavouriteScreens());
      setFavouritesLoaded(true);
    } catch (error) {
      report.current(error, MESSAGES.favouritesLoadFailed);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    listEntryScreens().then(
      (list) => live && setScreens(list),
      (error: unknown) => live && report.current(error, MESSAGES.screensLoadFailed),
    );
    listOperations()
      .then(
        (list) => live && setOperations(list),
        (error: unknown) => live && report.current(error, MESSAGES.operationsLoadFailed),
      )
      .finally(() => live && setOperationsLoaded(true));
    void reloadFavourites();
    return () => {
      live = false;
    };
  }, [enabled, reloadFavourites]);

  return { screens, favourites, operations, operationsLoaded, favouritesLoaded, reloadFavourites };
};
