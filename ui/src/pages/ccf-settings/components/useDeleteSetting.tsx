import { CCF_SETTINGS_MESSAGES as M } from '@ftr/contracts';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useReportClientError } from '../../../api/errors.ts';
import { routeOf } from '../../../query/keys.ts';

export interface Deletion {
  /** The item: its code and the name the confirm dialog shows. */
  code: string;
  name: string;
  /** 'Delete CCF Type' or 'Delete CCF Analysis'. */
  title: string;
  /** The items that use it (rows of the blocking dialog); empty when none. */
  users: () => Promise<string[]>;
  /** The blocking message, '{code} is assigned to one or more analyses' (or parameters). */
  blocked: string;
  remove: () => Promise<unknown>;
  /** The cached list (items with a `code`) the item leaves at once, and comes back to if the server refuses. */
  list: QueryKey;
}

type Item = { code: string };

/**
 * Spec 3 §4 CCF settings deletion: check usage first; in use, an info dialog lists the users and
 * nothing is deleted; otherwise a confirm dialog (the item's name as description), and only Yes
 * deletes: the row goes at once and comes back if the server refuses. Success says '{name} removed'.
 */
export const useDeleteSetting = (): ((deletion: Deletion) => Promise<void>) => {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const report = useReportClientError();
  const { mutateAsync } = useMutation({
    mutationFn: (d: Deletion) => d.remove(),
    onMutate: async (d) => {
      await queryClient.cancelQueries({ queryKey: d.list });
      const before = queryClient.getQueryData<Item[]>(d.list);
      if (before)
        queryClient.setQueryData<Item[]>(
          d.list,
          before.filter((item) => item.code !== d.code),
        );
      return { before };
    },
    onSuccess: (_result, d) => void message.success(M.removed(d.name)),
    onError: (error, d, context) => {
      if (context?.before) queryClient.setQueryData<Item[]>(d.list, context.before);
      report(error);
    },
    onSettled: (_result, _error, d) => queryClient.invalidateQueries({ queryKey: [routeOf(d.list)] }),
  });
  return useCallback(
    async (d: Deletion) => {
      let users: string[];
      try {
        users = await d.users();
      } catch (error) {
        report(error);
        return;
      }
      if (users.length > 0) {
        modal.info({
          title: d.blocked,
          content: (
            <ul data-testid="ccf-setting-users" style={{ margin: 0, paddingInlineStart: 20 }}>
              {users.map((user) => (
                <li key={user}>{user}</li>
              ))}
            </ul>
          ),
        });
        return;
      }
      modal.confirm({
        title: d.title,
        content: d.name,
        okText: 'Yes',
        okButtonProps: { danger: true },
        cancelText: 'No',
        onOk: () => mutateAsync(d).catch(() => undefined),
      });
    },
    [modal, report, mutateAsync],
  );
};
