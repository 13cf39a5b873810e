import 'fake-indexeddb/auto';
import type { ChangeRecordInput } from '@ftr/contracts';
import { offlineDb, type KeptCell, type OfflineDb } from './db.ts';
import { dropSubmission, forgetUser, keepCells, keptGrid, keptGrids, queueSubmission, queuedGrids, waitingValues } from './queue.ts';
import type { OfflineScope } from './scope.ts';

const scope = (extra: Partial<OfflineScope> = {}): OfflineScope => ({
  user: 'operator.ba',
  site: 'BA',
  screenId: 7,
  operation: 'BC2026',
  date: '2026-11-26',
  ...extra,
});
const cell = (code: string, hour: number, text: string): KeptCell => ({ code, date: '2026-11-26', hour, text, original: null });
const record = (code: string, hour: number, value: number): ChangeRecordInput => ({
  TYPE: 'Insert',
  CODE: code,
  FTR_DATE: '2026-11-26',
  FTR_HOUR: hour,
  OPERATION: 'BC2026',
  AUDIT: false,
  VALUE: value,
  ORIGINAL_VALUE: null,
});

let db: OfflineDb;
let n = 0;
beforeEach(async () => {
  n += 1;
  db = await offlineDb(`queue-test-${n}`);
});

describe('the offline queue', () => {
  it('keeps a grid’s typed cells per user, site, screen, operation and date; none left: the entry goes', async () => {
    await keepCells(db, scope(), [cell('TEMP', 5, '71.5')]);
    await keepCells(db, scope({ user: 'supervisor.ba' }), [cell('TEMP', 5, '80')]);
    await keepCells(db, scope({ operation: 'OTHER' }), [cell('TEMP', 5, '90')]);
    expect((await keptGrid(db, scope()))?.cells).toEqual([cell('TEMP', 5, '71.5')]);
    expect((await keptGrid(db, scope({ user: 'supervisor.ba' })))?.cells).toEqual([cell('TEMP', 5, '80')]);
    await keepCells(db, scope(), []);
    expect(await keptGrid(db, scope())).toBeUndefined();
    expect(await waitingValues(db, 'operator.ba')).toBe(1);
  });

  it('keeps the address the grid was open at', async () => {
    await keepCells(db, scope(), [cell('TEMP', 5, '1')], '/dataentry/7/BC2026/HLY/2026-11-26/END');
    await keepCells(db, scope(), [cell('TEMP', 5, '2')]);
    await queueSubmission(db, scope(), 'id', [record('TEMP', 5, 2)], 1);
    expect((await keptGrid(db, scope()))?.path).toBe('/dataentry/7/BC2026/HLY/2026-11-26/END');
  });

  it('keeps the queued submission id while the cells change, and the first queueing time for the same id', async () => {
    await keepCells(db, scope(), [cell('TEMP', 5, '71.5')]);
    await queueSubmission(db, scope(), 'id-1', [record('TEMP', 5, 71.5)], 1000);
    await keepCells(db, scope(), [cell('TEMP', 5, '71.5'), cell('BRIX', 5, '6')]);
    await queueSubmission(db, scope(), 'id-1', [record('TEMP', 5, 71.5)], 2000);
    expect((await keptGrid(db, scope()))?.submission).toEqual({ id: 'id-1', records: [record('TEMP', 5, 71.5)], queuedAt: 1000 });
    await queueSubmission(db, scope(), 'id-2', [record('TEMP', 5, 71.5), record('BRIX', 5, 6)], 3000);
    expect((await keptGrid(db, scope()))?.submission).toMatchObject({ id: 'id-2', queuedAt: 3000 });
  });

  it('lists a user’s queued grids oldest first, and drops a submission only by its own id', async () => {
    await keepCells(db, scope({ date: '2026-11-25' }), [cell('TEMP', 1, '1')]);
    await queueSubmission(db, scope({ date: '2026-11-25' }), 'late', [record('TEMP', 1, 1)], 5000);
    await keepCells(db, scope(), [cell('TEMP', 2, '2')]);
    await queueSubmission(db, scope(), 'early', [record('TEMP', 2, 2)], 4000);
    await keepCells(db, scope({ date: '2026-11-24' }), [cell('TEMP', 3, '3')]);
    expect((await queuedGrids(db, 'operator.ba')).map((g) => g.submission?.id)).toEqual(['early', 'late']);
    await dropSubmission(db, scope(), 'late');
    expect((await keptGrid(db, scope()))?.submission?.id).toBe('early');
    await dropSubmission(db, scope(), 'early');
    expect(await keptGrid(db, scope())).toMatchObject({ submission: null, cells: [cell('TEMP', 2, '2')] });
    expect(await waitingValues(db, 'operator.ba')).toBe(3);
  });

  it('lists a user’s grids holding values at one site, by screen, operation and date', async () => {
    await keepCells(db, scope({ date: '2026-11-27' }), [cell('TEMP', 1, '1')]);
    await keepCells(db, scope({ screenId: 3 }), [cell('TEMP', 1, '1')]);
    await keepCells(db, scope(), [cell('TEMP', 1, '1')]);
    await keepCells(db, scope({ site: 'WI' }), [cell('TEMP', 1, '1')]);
    await keepCells(db, scope({ user: 'supervisor.ba' }), [cell('TEMP', 1, '1')]);
    const grids = await keptGrids(db, 'operator.ba', 'BA');
    expect(grids.map((g) => [g.screenId, g.date])).toEqual([
      [3, '2026-11-26'],
      [7, '2026-11-26'],
      [7, '2026-11-27'],
    ]);
  });

  it('forgets one user’s values at sign-out and no one else’s', async () => {
    await keepCells(db, scope(), [cell('TEMP', 5, '1'), cell('TEMP', 6, '2')]);
    await queueSubmission(db, scope(), 'id', [record('TEMP', 5, 1)], 1);
    await keepCells(db, scope({ user: 'supervisor.ba' }), [cell('TEMP', 5, '3')]);
    await forgetUser(db, 'operator.ba');
    expect(await waitingValues(db, 'operator.ba')).toBe(0);
    expect(await queuedGrids(db, 'operator.ba')).toEqual([]);
    expect(await waitingValues(db, 'supervisor.ba')).toBe(1);
  });
});
