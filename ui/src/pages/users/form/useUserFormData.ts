import type { DataAccessLevel, UserDto } from '@ftr/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getUser, listDataAccess } from '../service.ts';

export interface UserFormData {
  /** The user being edited; null when creating one. */
  user: UserDto | null;
  /** The signed-in editor's own user: their access levels bound the levels they may set. */
  self: UserDto;
  levels: DataAccessLevel[];
}

export interface UserFormLoad {
  data: UserFormData | null;
  /** The failure of the last load (a 404 for an unknown username), shown by the caller. */
  error: unknown;
  reload: () => Promise<void>;
}

/** Reads what the user form needs: the user (unless new), the editor's own user, the access levels. */
export const useUserFormData = (username: string | null, editor: string): UserFormLoad => {
  const [data, setData] = useState<UserFormData | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const [user, self, levels] = await Promise.all([
        username === null ? Promise.resolve(null) : getUser(username),
        getUser(editor),
        listDataAccess(),
      ]);
      if (request === latest.current) {
        setData({ user, self, levels });
        setError(null);
      }
    } catch (failure) {
      if (request === latest.current) setError(failure);
    }
  }, [username, editor]);

  useEffect(() => {
    setData(null);
    setError(null);
    void reload();
  }, [reload]);

  return { data, error, reload };
};
