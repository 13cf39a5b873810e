import {
  LIVE_REFRESH_MS,
  LiveLabelsPush,
  LiveValuesPush,
  type DataRow,
  type LiveColumnDto,
  type LiveRange,
  type ScreenType,
  type Site,
} from '@ftr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSocket } from '../../live/socket.ts';
import { queryKey } from '../../query/keys.ts';
import { useQueryErrors, useRouteQuery } from '../../query/useRouteQuery.ts';
import { applyLabels, changedCells, mergePush } from './liveRows.ts';
import { liveRowsRead, rangeEnd } from './service.ts';

/** How long a newly arrived value stays highlighted. */
export const FLASH_MS = 4_000;

export interface LiveScreenRef {
  site: Site;
  screenId: number;
  type: ScreenType;
}

export interface LiveData {
  columns: LiveColumnDto[];
  rows: DataRow[];
  ready: boolean;
  /** When the grid last received data (a load or a push), ms since the epoch; null before the first. */
  updatedAt: number | null;
  /** False while the socket is disconnected (it reconnects by itself, then the grid reloads). */
  connected: boolean;
  /** Cells (`code|date|hour`) that changed in the last few seconds. */
  fresh: ReadonlySet<string>;
  reload(): Promise<void>;
}

const NO_ROWS: DataRow[] = [];
const NO_COLUMNS: LiveColumnDto[] = [];

/**
 * A live screen's heading and rows for a range ending now: two cached reads, the rows keyed by the hour the
 * range ends on (when the hour in progress moves on, the range does too), never kept once the page is left
 * (it opens empty, then loads). Kept current three ways: values pushed over Socket.IO ('liveValues' into
 * the screen's live room) go straight into the cached rows, and CCF labels ('liveLabels') into the cached
 * heading (setQueryData, no refetch); both reload after every (re)join; and they refetch every 180000 ms as
 * the spec's fallback. With `asOf` (ISO instant, time travel) they load once the range ending then as it
 * stood then, and nothing keeps them current.
 */
export const useLiveData = (
  screen: LiveScreenRef | null,
  range: LiveRange | undefined,
  onError: (error: unknown) => void,
  asOf?: string,
): LiveData => {
  const queryClient = useQueryClient();
  const socket = useSocket();
  // Connected until told otherwise: the indicator is for losing the connection, not for the first handshake.
  const [connected, setConnected] = useState(true);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const flash = useCallback((keys: string[]) => {
    if (keys.length === 0) return;
    setFresh((current) => new Set([...current, ...keys]));
    window.setTimeout(() => setFresh((current) => new Set([...current].filter((key) => !keys.includes(key)))), FLASH_MS);
  }, []);

  const site = screen?.site ?? 'BA';
  const screenId = screen?.screenId ?? 0;
  const type = screen?.type ?? 'HLY';
  const days = range?.days ?? 0;
  const enabled = screen !== null && range !== undefined;
  const live = { gcTime: 0, refetchInterval: asOf ? (false as const) : LIVE_REFRESH_MS };
  const hourKey = useHourKey();
  const headingOptions = { params: { site, screenId: String(screenId) }, query: { asOf } };
  const heading = useRouteQuery('liveHeading', headingOptions, { enabled, ...live, onError });
  // When the hour in progress moves on, the range does too (a new key); the rows shown stay until it loads.
  const screenKey = `${site}|${screenId}|${type}|${days}|${asOf ?? ''}`;
  const read = useMemo(() => liveRowsRead(site, screenId, type, days, new Date(), asOf), [site, screenId, type, days, asOf, hourKey]);
  const rowsKey = useMemo(() => [...read.queryKey, screenKey], [read, screenKey]);
  const rowsRead = useQuery({
    queryKey: rowsKey,
    queryFn: read.queryFn,
    enabled,
    ...live,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey.at(-1) === screenKey ? previous : undefined),
  });
  useQueryErrors(rowsRead, onError);

  const columns = heading.data ?? NO_COLUMNS;
  const rows = rowsRead.data ?? NO_ROWS;
  // A load that changed cells makes them flash; a push flashes its own (and moves `shown` first).
  const shown = useRef<DataRow[]>(NO_ROWS);
  useEffect(() => {
    if (shown.current !== NO_ROWS && rows !== NO_ROWS)
      flash(
        changedCells(
          shown.current,
          rows,
          columns.map((c) => c.CODE),
        ),
      );
    shown.current = rows;
  }, [rows, columns, flash]);
  useEffect(() => setFresh(new Set()), [screenKey]);

  const { refetch: refetchHeading } = heading;
  const { refetch: refetchRows } = rowsRead;
  const reload = useCallback(async () => {
    if (enabled) await Promise.all([refetchHeading(), refetchRows()]);
  }, [enabled, refetchHeading, refetchRows]);
  const headingKey = queryKey('liveHeading', headingOptions);
  const keys = useRef({ headingKey, rowsKey });
  keys.current = { headingKey, rowsKey };

  useEffect(() => {
    if (!socket || !enabled || asOf) return undefined;
    const join = () =>
      socket.emit('liveJoin', { site, screenId }, (ack: { ok: boolean }) => {
        // Values may have landed between the last load and the join: load once more.
        if (ack.ok) void reload();
      });
    const onConnect = () => {
      setConnected(true);
      join();
    };
    const onDisconnect = () => setConnected(false);
    const onValues = (payload: unknown) => {
      const push = LiveValuesPush.safeParse(payload);
      if (!push.success || push.data.site !== site || push.data.screenId !== screenId) return;
      const codes = new Set((queryClient.getQueryData<LiveColumnDto[]>(keys.current.headingKey) ?? []).map((c) => c.CODE));
      const merge = mergePush(queryClient.getQueryData<DataRow[]>(keys.current.rowsKey) ?? [], push.data.values, codes);
      shown.current = merge.rows;
      queryClient.setQueryData<DataRow[]>(keys.current.rowsKey, merge.rows);
      flash(merge.changed);
      if (merge.beyondRange) void reload();
    };
    // A CCF of the screen's parameters moved: its column's label changes at once (no refetch).
    const onLabels = (payload: unknown) => {
      const push = LiveLabelsPush.safeParse(payload);
      if (!push.success || push.data.site !== site || push.data.screenId !== screenId) return;
      queryClient.setQueryData<LiveColumnDto[]>(keys.current.headingKey, (current) => current && applyLabels(current, push.data.labels));
    };
    if (socket.connected) join();
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onDisconnect);
    socket.on('liveValues', onValues);
    socket.on('liveLabels', onLabels);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onDisconnect);
      socket.off('liveValues', onValues);
      socket.off('liveLabels', onLabels);
    };
  }, [socket, enabled, site, screenId, asOf, reload, flash, queryClient]);

  const ready = heading.isSuccess && rowsRead.isSuccess;
  const stamp = Math.max(heading.dataUpdatedAt, rowsRead.dataUpdatedAt);
  const updatedAt = ready && stamp > 0 ? stamp : null;
  return useMemo(
    () => ({ columns, rows, ready, updatedAt, connected, fresh, reload }),
    [columns, rows, ready, updatedAt, connected, fresh, reload],
  );
};

/** `date|hour` of the factory hour in progress, re-read every 15 s. */
const useHourKey = (): string => {
  const read = () => {
    const end = rangeEnd(new Date());
    return `${end.date}|${end.hour}`;
  };
  const [hourKey, setHourKey] = useState(read);
  useEffect(() => {
    const timer = window.setInterval(() => setHourKey(read()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return hourKey;
};
