import {
  DUE_BOARD_DAYS,
  DUE_BOARD_MAX_CELLS,
  addDays,
  completenessOf,
  factoryToday,
  missingCells,
  weekStart,
  type CompletenessDto,
  type DueBoardDto,
  type DueScreenDto,
  type Site,
} from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { DueScreenDoc } from './docs.ts';
import { dueScreenOf, loadSiteDue } from './siteDue.ts';

const worstFirst = (a: DueScreenDto, b: DueScreenDto): number =>
  b.MISSING_NOW - a.MISSING_NOW || b.MISSING_WEEK - a.MISSING_WEEK || a.DESCRIPTION.localeCompare(b.DESCRIPTION) || a.ID - b.ID;

/**
 * The due board of a site at `now`: its data-entry screens (those `keep` allows) with cells due and empty
 * today and over the DUE_BOARD_DAYS factory days ending today, worst first (most missing today, then this week).
 */
export const dueBoard = async (store: ReadStore, site: Site, now: Date, keep?: (doc: DueScreenDoc) => boolean): Promise<DueBoardDto> => {
  const today = factoryToday(now);
  const from = addDays(today, 1 - DUE_BOARD_DAYS);
  const { screens, operations, values } = await loadSiteDue(store, site, { from, to: today }, keep);
  const rows: DueScreenDto[] = [];
  for (const doc of screens) {
    const screen = dueScreenOf(doc);
    const cells = missingCells(screen, operations, values, { from, to: today }, now);
    if (cells.length === 0) continue;
    rows.push({
      ID: doc.ID,
      DESCRIPTION: doc.DESCRIPTION,
      SCREEN_TYPE: doc.SCREEN_TYPE,
      GRACE_MINUTES: screen.graceMinutes,
      MISSING_NOW: cells.filter((c) => c.date === today).length,
      MISSING_WEEK: cells.length,
      CELLS: cells.slice(-DUE_BOARD_MAX_CELLS).map((c) => ({ CODE: c.code, DATE: c.date, HOUR: c.hour, DUE_AT: c.dueAt })),
    });
  }
  rows.sort(worstFirst);
  const total = (pick: (row: DueScreenDto) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return {
    SITE: site,
    TODAY: today,
    FROM: from,
    TOTAL_NOW: total((r) => r.MISSING_NOW),
    TOTAL_WEEK: total((r) => r.MISSING_WEEK),
    SCREENS: rows,
  };
};

const percentOf = (due: number, onTime: number): number | null => (due === 0 ? null : Math.floor((onTime * 100) / due));

/** The week (Monday to Sunday factory dates) holding `date`. */
export const weekOf = (date: string): { from: string; to: string } => ({ from: weekStart(date), to: addDays(weekStart(date), 6) });

/** The completeness of a site's data-entry screens over factory dates `from`..`to` (a week: weekOf), as of `now`. */
export const completeness = async (
  store: ReadStore,
  site: Site,
  { from, to }: { from: string; to: string },
  now: Date,
  keep?: (doc: DueScreenDoc) => boolean,
): Promise<CompletenessDto> => {
  const { screens, operations, values } = await loadSiteDue(store, site, { from, to }, keep);
  const rows = screens
    .map((doc) => {
      const figure = completenessOf(dueScreenOf(doc), operations, values, { from, to }, now);
      return {
        ID: doc.ID,
        DESCRIPTION: doc.DESCRIPTION,
        SCREEN_TYPE: doc.SCREEN_TYPE,
        DUE: figure.due,
        ON_TIME: figure.onTime,
        PERCENT: figure.percent,
      };
    })
    .sort((a, b) => a.DESCRIPTION.localeCompare(b.DESCRIPTION) || a.ID - b.ID);
  const due = rows.reduce((sum, r) => sum + r.DUE, 0);
  const onTime = rows.reduce((sum, r) => sum + r.ON_TIME, 0);
  return { SITE: site, FROM: from, TO: to, DUE: due, ON_TIME: onTime, PERCENT: percentOf(due, onTime), SCREENS: rows };
};
