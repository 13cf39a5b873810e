import { DATA_SCREEN_MESSAGES as M, MESSAGES, type DataScreenDto } from '@ftr/contracts';
import { App } from 'antd';
import { useReportError } from '../../../api/errors.ts';
import { queryKey } from '../../../query/keys.ts';
import { useOptimisticMutation } from '../../../query/useOptimisticMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { withoutScreen } from './screenList.ts';
import { archiveScreen } from './service.ts';

const OPTIONS = { query: {} };

/**
 * The site's screens, a cached read refreshed live when the screens read model changes; an archive
 * takes the screen off at once and puts it back if the server refuses.
 */
export const useScreens = () => {
  const reportError = useReportError();
  const { message } = App.useApp();
  const { data, isLoading } = useRouteQuery('listDataScreens', OPTIONS, {
    onError: (error) => reportError(error, MESSAGES.screensLoadFailed),
  });
  const archive = useOptimisticMutation({
    key: queryKey('listDataScreens', OPTIONS),
    change: (list: DataScreenDto[], screen: DataScreenDto) => withoutScreen(list, screen.ID),
    write: (screen: DataScreenDto) => archiveScreen(screen.ID),
    onSuccess: () => void message.success(M.screenArchived),
    onError: (error) => reportError(error),
  });
  return {
    screens: data ?? [],
    loading: isLoading,
    archive: (screen: DataScreenDto) => archive.mutate(screen),
  };
};
