import type { UserDto } from '@ftr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useReportError } from '../../api/errors.ts';
import { queryKey } from '../../query/keys.ts';
import { useOptimisticMutation } from '../../query/useOptimisticMutation.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { withActive } from './list.ts';
import { archiveUser } from './service.ts';

export interface UsersState {
  /** Every user as last answered, with the archive toggles under way already applied. */
  users: UserDto[];
  /** True until the first answer (live refreshes do not flash a spinner). */
  loading: boolean;
  /** Archives an active user or unarchives an archived one: the row flips at once, and back on failure. */
  toggleArchived: (user: UserDto) => void;
}

const KEY = queryKey('listUsers', {});

/**
 * The users list (spec 2 §2, spec 3 §2): a cached read refreshed whenever the server reports a change to
 * the users read model. Archive toggles are optimistic (spec 2 §4): shown at once, reverted with the
 * server's message when the call fails; on success the row takes the server's answer and the list loads
 * again (reading at least up to this write).
 */
export const useUsers = (): UsersState => {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reportError = useReportError();
  const { data, isLoading } = useRouteQuery('listUsers', {}, { onError: (error) => reportError(error) });
  const toggle = useOptimisticMutation({
    key: KEY,
    change: (list: UserDto[], user: UserDto) => withActive(list, user.USERNAME, !user.ACTIVE),
    write: (user: UserDto) => archiveUser(user.USERNAME),
    onSuccess: (result, user) => {
      queryClient.setQueryData<UserDto[]>(KEY, (list) => list && withActive(list, user.USERNAME, result.ACTIVE));
      void message.success(result.message);
    },
    onError: (error) => reportError(error),
  });
  return { users: data ?? [], loading: isLoading, toggleArchived: (user) => toggle.mutate(user) };
};
