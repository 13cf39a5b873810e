import type { DataAccessLevel, UserDto } from '@ftr/contracts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

export interface UserFormData {
  /** The user being edited; null when creating one. */
  user: UserDto | null;
  /** The signed-in editor's own user: their access levels bound the levels they may set. */
  self: UserDto | undefined;
  /** Every user: the full administrators are counted in it (the last one keeps every right). */
  users: UserDto[];
  levels: DataAccessLevel[];
}

export interface UserFormLoad {
  data: UserFormData | null;
  /** The failure of a load (a 404 for an unknown username), shown by the caller. */
  error: unknown;
}

/** Reads what the user form needs: the user (unless new), every user (the editor's own among them), the access levels. */
export const useUserFormData = (username: string | null, editor: string): UserFormLoad => {
  const user = useRouteQuery('getUser', { params: { id: username ?? '' } }, { enabled: username !== null });
  const users = useRouteQuery('listUsers', {});
  const levels = useRouteQuery('listDataAccess', {});
  const loadedUser = username === null ? null : user.data;
  const data =
    loadedUser !== undefined && users.data && levels.data
      ? { user: loadedUser, self: users.data.find((u) => u.USERNAME === editor), users: users.data, levels: levels.data }
      : null;
  return { data, error: user.error ?? users.error ?? levels.error };
};
