import { MESSAGES } from '@ftr/contracts';
import { useReportError } from '../../../api/errors.ts';
import { useLiveQuery } from '../../../live/useLiveQuery.ts';
import { DATA_SCREENS_COLLECTION, listScreens } from './service.ts';

/**
 * The site's screens, loaded on mount, refreshed live when the screens read model changes, and
 * replaceable so an archive can be shown at once and restored if it fails.
 */
export const useScreens = () => {
  const reportError = useReportError();
  const { data, loading, reload, replace } = useLiveQuery(DATA_SCREENS_COLLECTION, listScreens, (error) =>
    reportError(error, MESSAGES.screensLoadFailed),
  );
  return { screens: data ?? [], loading, reload, replace };
};
