import { DATA_SCREEN_MESSAGES as M, MESSAGES, type ScreenColumnDto } from '@ftr/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '../../../../api/errors.ts';
import { useChanges } from '../../../../live/socket.ts';
import { DATA_SCREENS_COLLECTION, addMember, getScreenColumns, moveMember, removeMember, setSeparator } from '../service.ts';
import { movedMember, withSeparator, withoutMember } from './members.ts';

/**
 * A screen's members and the editor's actions on them. Reorder, separator and remove show at once
 * and restore the previous list if the server refuses (spec 1 §4).
 */
export const useMembers = (screenId: number) => {
  const [members, setMembers] = useState<ScreenColumnDto[]>([]);
  const [loading, setLoading] = useState(true);
  const { message } = App.useApp();
  const reportError = useReportError();
  const report = useRef(reportError);
  useEffect(() => {
    report.current = reportError;
  });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const list = await getScreenColumns(screenId);
      if (request === latest.current) setMembers(list);
    } catch (error) {
      if (request === latest.current) report.current(error, MESSAGES.headingLoadFailed);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [screenId]);

  useEffect(() => {
    void reload();
  }, [reload]);
  useChanges(DATA_SCREENS_COLLECTION, (changes) => {
    if (changes.length === 0 || changes.some((c) => c.id === String(screenId))) void reload();
  });

  /** Shows `next` now, runs the write, and puts the list back if it fails. */
  const optimistic = async (next: ScreenColumnDto[], write: () => Promise<unknown>, success?: string) => {
    const before = members;
    latest.current += 1;
    setMembers(next);
    try {
      await write();
      if (success) void message.success(success);
    } catch (error) {
      latest.current += 1;
      setMembers(before);
      report.current(error);
    }
  };

  return {
    members,
    loading,
    async add(code: string): Promise<boolean> {
      try {
        await addMember(screenId, code);
        void message.success(M.parameterAdded);
        await reload();
        return true;
      } catch (error) {
        report.current(error);
        return false;
      }
    },
    move: (member: ScreenColumnDto, from: number, to: number) =>
      optimistic(movedMember(members, from, to), () => moveMember(member.ID, to + 1)),
    separator: (member: ScreenColumnDto, on: boolean) =>
      optimistic(withSeparator(members, member.ID, on), () => setSeparator(member.ID, on), M.separatorUpdated),
    remove: (member: ScreenColumnDto) => optimistic(withoutMember(members, member.ID), () => removeMember(member.ID), M.parameterRemoved),
  };
};
