import { MESSAGES, type DataScreenDto } from '@ftr/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { useChanges } from '../../../live/socket.ts';
import { DATA_SCREENS_COLLECTION, listScreens } from './service.ts';

/**
 * The site's screens, loaded on mount, refreshed live when the screens read model changes, and
 * settable so an archive can be shown at once and restored if it fails.
 */
export const useScreens = () => {
  const [screens, setScreens] = useState<DataScreenDto[]>([]);
  const [loading, setLoading] = useState(true);
  const reportError = useReportError();
  const report = useRef(reportError);
  useEffect(() => {
    report.current = reportError;
  });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const list = await listScreens();
      if (request === latest.current) setScreens(list);
    } catch (error) {
      if (request === latest.current) report.current(error, MESSAGES.screensLoadFailed);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);
  useChanges(DATA_SCREENS_COLLECTION, () => void reload());

  /** Replaces the list now; later loads started before this are ignored. */
  const replace = useCallback((next: DataScreenDto[]) => {
    latest.current += 1;
    setScreens(next);
  }, []);

  return { screens, loading, reload, replace };
};
