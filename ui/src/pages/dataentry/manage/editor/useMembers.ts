import { DATA_SCREEN_MESSAGES as M, MESSAGES, type ScreenColumnDto } from '@ftr/contracts';
import { App } from 'antd';
import { useReportError } from '../../../../api/errors.ts';
import { queryKey } from '../../../../query/keys.ts';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { useOptimisticMutation } from '../../../../query/useOptimisticMutation.ts';
import { useRouteQuery } from '../../../../query/useRouteQuery.ts';
import { addMember, moveMember, removeMember, setSeparator } from '../service.ts';
import { movedMember, withSeparator, withoutMember } from './members.ts';

interface Move {
  member: ScreenColumnDto;
  from: number;
  to: number;
}

/**
 * A screen's members (a cached read, refreshed by data-screen change notices) and the editor's actions
 * on them. Reorder, separator and remove show at once and restore the previous list if the server
 * refuses (spec 1 §4); an added parameter shows once the list has loaded again.
 */
export const useMembers = (screenId: number) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const options = { params: { id: String(screenId) } };
  const key = queryKey('getScreenHeading', options);
  const { data, isLoading } = useRouteQuery('getScreenHeading', options, {
    onError: (error) => reportError(error, MESSAGES.headingLoadFailed),
  });
  const onError = (error: Error) => reportError(error);

  const move = useOptimisticMutation({
    key,
    change: (list: ScreenColumnDto[], { from, to }: Move) => movedMember(list, from, to),
    write: ({ member, to }: Move) => moveMember(member.ID, to + 1),
    onError,
  });
  const separator = useOptimisticMutation({
    key,
    change: (list: ScreenColumnDto[], { member, on }: { member: ScreenColumnDto; on: boolean }) => withSeparator(list, member.ID, on),
    write: ({ member, on }: { member: ScreenColumnDto; on: boolean }) => setSeparator(member.ID, on),
    onSuccess: () => void message.success(M.separatorUpdated),
    onError,
  });
  const removal = useOptimisticMutation({
    key,
    change: (list: ScreenColumnDto[], member: ScreenColumnDto) => withoutMember(list, member.ID),
    write: (member: ScreenColumnDto) => removeMember(member.ID),
    onSuccess: () => void message.success(M.parameterRemoved),
    onError,
  });

  const addition = useFormMutation({
    write: (code: string) => addMember(screenId, code),
    invalidates: ['getScreenHeading'],
    onSuccess: () => void message.success(M.parameterAdded),
  });

  return {
    members: data ?? [],
    loading: isLoading,
    add: (code: string, onAdded: () => void) => addition.mutate(code, { onSuccess: onAdded }),
    adding: addition.isPending,
    move: (member: ScreenColumnDto, from: number, to: number) => move.mutate({ member, from, to }),
    separator: (member: ScreenColumnDto, on: boolean) => separator.mutate({ member, on }),
    remove: (member: ScreenColumnDto) => removal.mutate(member),
  };
};
