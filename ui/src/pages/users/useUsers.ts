import type { UserDto } from '@ftr/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { useChanges } from '../../live/socket.ts';
import { withActive, withPending } from './list.ts';
import { archiveUser, listUsers, USERS_COLLECTION } from './service.ts';

export interface UsersState {
  /** Every user as last answered, with the archive toggles under way already applied. */
  users: UserDto[];
  /** True until the first answer (live refreshes do not flash a spinner). */
  loading: boolean;
  /** Archives an active user or unarchives an archived one: the row flips at once, and back on failure. */
  toggleArchived(user: UserDto): Promise<void>;
}

/**
 * The users list (spec 2 §2, spec 3 §2): loaded on mount and again whenever the server reports a change
 * to the users read model. Archive toggles are optimistic (spec 2 §4): shown at once, reverted with the
 * server's message when the call fails. An answer to a load started before a local change is dropped,
 * so it cannot undo that change on screen; a fresh load follows each change.
 */
export const useUsers = (): UsersState => {
  const [loaded, setLoaded] = useState<UserDto[]>([]);
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [loading, setLoading] = useState(true);
  const { message } = App.useApp();
  const reportError = useReportError();
  const report = useRef(reportError);
  useEffect(() => {
    report.current = reportError;
  });
  const latest = useRef(0);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    const started = generation.current;
    try {
      const list = await listUsers();
      if (request === latest.current && started === generation.current) setLoaded(list);
    } catch (error) {
      if (request === latest.current) report.current(error);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);
  useChanges(USERS_COLLECTION, () => void reload());

  const setToggle = (username: string, active: boolean | null) =>
    setPending((before) => {
      const next = new Map(before);
      if (active === null) next.delete(username);
      else next.set(username, active);
      return next;
    });

  const toggleArchived = async (user: UserDto) => {
    setToggle(user.USERNAME, !user.ACTIVE);
    try {
      const result = await archiveUser(user.USERNAME);
      generation.current++;
      setLoaded((list) => withActive(list, user.USERNAME, result.ACTIVE));
      void message.success(result.message);
      void reload(); // reads at least up to this write: picks up whatever else changed meanwhile
    } catch (error) {
      reportError(error);
    } finally {
      setToggle(user.USERNAME, null);
    }
  };

  const users = useMemo(() => withPending(loaded, pending), [loaded, pending]);
  return { users, loading, toggleArchived };
};
