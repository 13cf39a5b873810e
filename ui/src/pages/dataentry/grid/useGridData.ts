import { MESSAGES, type DataScreenDto } from '@ftr/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReportError } from '../../../api/errors.ts';
import type { GridTarget } from '../paths.ts';
import { getScreen, loadHeading, loadRows } from '../service.ts';
import type { GridColumn } from './column.ts';
import { gridRows, type GridRow } from './rows.ts';

export interface GridData {
  readonly screen: DataScreenDto | null;
  readonly columns: GridColumn[];
  readonly rows: GridRow[];
  /** True once heading and rows have loaded for this target. */
  readonly ready: boolean;
  /** Reloads heading and rows; answers the fresh rows (null when the load failed). */
  readonly reload: () => Promise<GridRow[] | null>;
  readonly reloadHeading: () => Promise<void>;
}

/**
 * A grid's screen, heading (columns with CCF state) and rows, loaded together; failures show the spec's
 * load-error texts (spec 1 §8). Answers of an older target are dropped. With `asOf` (ISO instant) the grid
 * as it stood then (time travel).
 */
export const useGridData = (target: GridTarget, asOf?: string): GridData => {
  const [screen, setScreen] = useState<DataScreenDto | null>(null);
  const [columns, setColumns] = useState<GridColumn[]>([]);
  const [rows, setRows] = useState<GridRow[]>([]);
  const [ready, setReady] = useState(false);
  const reportError = useReportError();
  const report = useRef(reportError);
  useEffect(() => {
    report.current = reportError;
  });
  const latest = useRef(0);
  const targetRef = useRef(target);
  const asOfRef = useRef(asOf);
  useEffect(() => {
    targetRef.current = target;
    asOfRef.current = asOf;
  });

  const reloadHeading = useCallback(async () => {
    const request = latest.current;
    try {
      const heading = await loadHeading(targetRef.current, asOfRef.current);
      if (request === latest.current) setColumns(heading);
    } catch (error) {
      report.current(error, MESSAGES.headingLoadFailed);
    }
  }, []);

  const reload = useCallback(async (): Promise<GridRow[] | null> => {
    const request = ++latest.current;
    const t = targetRef.current;
    const [heading, data] = await Promise.allSettled([loadHeading(t, asOfRef.current), loadRows(t, asOfRef.current)]);
    if (request !== latest.current) return null;
    if (heading.status === 'fulfilled') setColumns(heading.value);
    else report.current(heading.reason, MESSAGES.headingLoadFailed);
    if (data.status === 'rejected') {
      report.current(data.reason, MESSAGES.screenLoadFailed);
      return null;
    }
    const fresh = gridRows(data.value);
    setRows(fresh);
    if (heading.status === 'fulfilled') setReady(true);
    return fresh;
  }, []);

  const key = `${target.screenId}|${target.operation}|${target.type}|${target.date}|${target.hourMode}|${asOf ?? ''}`;
  useEffect(() => {
    setReady(false);
    void reload();
  }, [key, reload]);

  useEffect(() => {
    let live = true;
    getScreen(target.screenId).then(
      (s) => live && setScreen(s),
      (error: unknown) => live && report.current(error, MESSAGES.screenLoadFailed),
    );
    return () => {
      live = false;
    };
  }, [target.screenId]);

  return { screen, columns, rows, ready, reload, reloadHeading };
};
