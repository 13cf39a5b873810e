import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { alertStream, type EventMetadata, type Site } from '@ftr/contracts';
import { createSqliteEventStore } from '@ftr/infra/eventstore/sqlite.ts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { openEmbeddedDatabase } from '@ftr/infra/sqlite/database.ts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '../runtime/projection.ts';
import { ALERTS_COLLECTION, alertsProjection } from './projection.ts';

const meta = (site: Site, userId: string, timestamp: string): EventMetadata => ({
  userId, site, correlationId: 'c', causationId: 'c', timestamp, schemaVersion: 1,
});
const projections = [alertsProjection] as unknown as Projection[];

let dir: string;
let db: DatabaseSync;
let eventStore: EventStore;
let readStore: ReadStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ftr-alerts-'));
  db = openEmbeddedDatabase(join(dir, 'ftr.sqlite'));
  eventStore = createSqliteEventStore(db, { pollIntervalMs: 20 });
  readStore = createSqliteReadStore(db);
});
afterEach(async () => {
  await eventStore.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const project = async () => {
  const events = await eventStore.readAll(undefined, 1_000);
  const batch = await projectBatch(readStore, projections, events, 'main');
  await readStore.apply(batch.ops);
  return batch;
};
const all = () => readStore.find(ALERTS_COLLECTION, { sort: [{ field: '_id', direction: 'asc' }] });

describe('alerts projection', () => {
  beforeEach(async () => {
    await eventStore.append(alertStream('a1'), [
      { type: 'AlertRaised', data: { alertId: 'a1', type: 'warning', message: 'Boiler 2 offline', site: 'BA' }, metadata: meta('BA', 'supervisor.ba', '2026-11-22T10:00:00.000Z') },
    ], 'no_stream');
    await eventStore.append(alertStream('a2'), [
      { type: 'AlertRaised', data: { alertId: 'a2', type: 'info', message: 'Maintenance tonight', site: null }, metadata: meta('CO', 'manager.co', '2026-11-22T11:00:00.000Z') },
      { type: 'AlertCleared', data: { alertId: 'a2', site: null }, metadata: meta('CO', 'manager.co', '2026-11-22T12:00:00.000Z') },
    ], 'no_stream');
  });

  it('keeps raised alerts active and marks cleared ones inactive, with sites for the live fan-out', async () => {
    const batch = await project();
    expect(await all()).toEqual([
      expect.objectContaining({ _id: 'a1', ALERT_TYPE: 'warning', MESSAGE: 'Boiler 2 offline', SITE: 'BA', ACTIVE: true, DATE_CREATED: '2026-11-22T10:00:00.000Z', RAISED_BY: 'supervisor.ba' }),
      expect.objectContaining({ _id: 'a2', SITE: null, ACTIVE: false, CLEARED_BY: 'manager.co', CLEARED_DTS: '2026-11-22T12:00:00.000Z' }),
    ]);
    expect(batch.notice.changes).toEqual([
      { collection: 'alerts', id: 'a1', site: 'BA' },
      { collection: 'alerts', id: 'a2' },
      { collection: 'alerts', id: 'a2' },
    ]);
  });

  it('applied twice gives the same result (a cleared alert does not come back)', async () => {
    await project();
    const once = await all();
    const again = await project();
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([]);
    expect(await all()).toEqual(once);
  });
});
