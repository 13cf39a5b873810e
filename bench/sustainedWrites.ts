import { randomUUID } from 'node:crypto';
import { operationOf, valueOf, type GridSeed } from './gridSeed.ts';

/**
 * The bodies of a sustained run of one-cell POST /data submissions over the cells of `days` (seeded at round 0
 * by seedGrid): each cell in turn, then again, each write an Update of what the one before it left (so a cell
 * comes back only after every other cell was written once). Values stay in the CCF parameters' band: the run
 * measures submissions, not a CCF raised and moved to R again at every other one.
 */
export const sustainedBodies = (seed: Pick<GridSeed, 'codes' | 'days' | 'screen'>, days: readonly string[], count: number): string[] => {
  const cells = days.flatMap((date) =>
    seed.codes.flatMap((CODE, column) =>
      Array.from({ length: 24 }, (_, h) => ({ CODE, date, hour: h + 1, base: valueOf(column, seed.days.indexOf(date), h + 1, 0) })),
    ),
  );
  if (cells.length === 0) throw new Error('sustained writes need at least one seeded day');
  const valueAt = (base: number, round: number) => Math.round((base + round * 0.01) * 1000) / 1000;
  return Array.from({ length: count }, (_, j) => {
    const cell = cells[j % cells.length];
    if (cell === undefined) throw new Error(`no cell ${j % cells.length}`);
    const round = Math.floor(j / cells.length) + 1;
    const change = {
      TYPE: 'Update',
      CODE: cell.CODE,
      FTR_DATE: cell.date,
      FTR_HOUR: cell.hour,
      OPERATION: operationOf(cell.date),
      AUDIT: false,
      VALUE: valueAt(cell.base, round),
      ORIGINAL_VALUE: valueAt(cell.base, round - 1),
      VALID: true,
      REASON: 'Late lab result',
    };
    return JSON.stringify({ submissionId: randomUUID(), screenId: String(seed.screen), data: [change] });
  });
};
