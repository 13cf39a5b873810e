import { LIVE_REFRESH_MS, LiveValuesPush, type DataRow, type LiveColumnDto, type LiveRange, type ScreenType, type Site } from '@ftr/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSocket } from '../../live/socket.ts';
import { changedCells, mergePush } from './liveRows.ts';
import { loadLiveHeading, loadLiveRows, rangeEnd } from './service.ts';

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

/**
 * A live screen's heading and rows for a range ending now, kept current three ways: values pushed over
 * Socket.IO ('liveValues' into the screen's live room) are merged at once; the grid reloads after every
 * (re)join and when the hour moves on; and it refetches every 180000 ms as the spec's fallback. With `asOf`
 * (ISO instant, time travel) it loads once the range ending then as it stood then, and nothing keeps it current.
 */
export const useLiveData = (
  screen: LiveScreenRef | null,
  range: LiveRange | undefined,
  onError: (error: unknown) => void,
  asOf?: string,
): LiveData => {
  const [columns, setColumns] = useState<LiveColumnDto[]>([]);
  const [rows, setRows] = useState<DataRow[]>([]);
  const [ready, setReady] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const socket = useSocket();
  // Connected until told otherwise: the indicator is for losing the connection, not for the first handshake.
  const [connected, setConnected] = useState(true);
  const rowsRef = useRef(rows);
  const codesRef = useRef<string[]>([]);
  const errors = useRef(onError);
  useEffect(() => {
    rowsRef.current = rows;
    codesRef.current = columns.map((c) => c.CODE);
    errors.current = onError;
  });

  const flash = useCallback((keys: string[]) => {
    if (keys.length === 0) return;
    setFresh((current) => new Set([...current, ...keys]));
    window.setTimeout(() => setFresh((current) => new Set([...current].filter((key) => !keys.includes(key)))), FLASH_MS);
  }, []);

  const site = screen?.site;
  const screenId = screen?.screenId;
  const type = screen?.type;
  const days = range?.days;
  const latest = useRef(0);
  const reload = useCallback(async () => {
    if (!site || !screenId || !type || !days) return;
    const request = ++latest.current;
    try {
      const [heading, data] = await Promise.all([loadLiveHeading(site, screenId, asOf), loadLiveRows(site, screenId, type, days, new Date(), asOf)]);
      if (request !== latest.current) return;
      flash(changedCells(rowsRef.current, data, heading.map((c) => c.CODE)));
      setColumns(heading);
      setRows(data);
      setReady(true);
      setUpdatedAt(Date.now());
    } catch (error) {
      if (request === latest.current) errors.current(error);
    }
  }, [site, screenId, type, days, asOf, flash]);

  // A new screen or range starts empty, then loads; the fallback refresh runs every 180000 ms.
  useEffect(() => {
    setReady(false);
    setRows([]);
    rowsRef.current = [];
    setFresh(new Set());
    void reload();
    if (asOf) return undefined;
    const timer = window.setInterval(() => void reload(), LIVE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload, asOf]);

  // The hour in progress moves on: the range does too.
  const hourKey = useHourKey();
  const firstHour = useRef(hourKey);
  useEffect(() => {
    if (hourKey !== firstHour.current && !asOf) void reload();
  }, [hourKey, reload, asOf]);

  useEffect(() => {
    if (!socket || !site || !screenId || asOf) return undefined;
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
      const merge = mergePush(rowsRef.current, push.data.values, new Set(codesRef.current));
      rowsRef.current = merge.rows;
      setRows(merge.rows);
      setUpdatedAt(Date.now());
      flash(merge.changed);
      if (merge.beyondRange) void reload();
    };
    if (socket.connected) join();
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onDisconnect);
    socket.on('liveValues', onValues);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onDisconnect);
      socket.off('liveValues', onValues);
    };
  }, [socket, site, screenId, asOf, reload, flash]);

  return useMemo(() => ({ columns, rows, ready, updatedAt, connected, fresh, reload }), [columns, rows, ready, updatedAt, connected, fresh, reload]);
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
