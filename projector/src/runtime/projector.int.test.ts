import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { operationStream, sessionStream, type EventMetadata, type Site } from '@ftr/contracts';
import type { EventToAppend } from '@ftr/infra/eventstore/port.ts';
import type { ChangeNotice } from '@ftr/infra/notices/port.ts';
import { projections } from '../projections.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { projectBatch } from './applyBatch.ts';
import { readCheckpoint, rebuildReadModels, startProjector } from './projector.ts';

const meta = (site: Site, userId = 'tester'): EventMetadata => testMetadata({ userId, site, timestamp: '2026-11-22T10:00:00.000Z' });
const opEvent = (type: 'OperationCreated' | 'OperationUpdated', site: Site, code: string, endDate: string): EventToAppend => ({
  type,
  data: { site, code, type: 'BC', startDate: '2026-09-01', endDate },
  metadata: meta(site),
});

const stores = useEmbeddedStores('projector');

const snapshot = async () => {
  const result: Record<string, unknown[]> = {};
  for (const p of projections)
    result[p.collection.name] = await stores.readStore.find(p.collection.name, { sort: [{ field: '_id', direction: 'asc' }] });
  return result;
};

/** A varied history: creates, updates, a delete and a re-create, sessions started and ended. */
const writeHistory = async () => {
  for (const site of ['BA', 'WI'] as const) {
    for (let i = 0; i < 20; i++) {
      await stores.eventStore.append(
        operationStream(site, `OP${i}`),
        [opEvent('OperationCreated', site, `OP${i}`, '2027-01-01')],
        'no_stream',
      );
      await stores.eventStore.append(
        operationStream(site, `OP${i}`),
        [opEvent('OperationUpdated', site, `OP${i}`, `2027-02-${String(i + 1).padStart(2, '0')}`)],
        0,
      );
    }
  }
  await stores.eventStore.append(
    operationStream('BA', 'OP3'),
    [{ type: 'OperationDeleted', data: { site: 'BA', code: 'OP3' }, metadata: meta('BA') }],
    1,
  );
  await stores.eventStore.append(operationStream('BA', 'OP3'), [opEvent('OperationCreated', 'BA', 'OP3', '2027-05-05')], 2);
  await stores.eventStore.append(
    sessionStream('s1'),
    [
      {
        type: 'SessionStarted',
        data: { sessionId: 's1', username: 'u', site: 'BA', source: 'Web', remember: false, expiresAt: '2026-11-23T00:00:00Z' },
        metadata: meta('BA', 'u'),
      },
      { type: 'SessionEnded', data: { sessionId: 's1', username: 'u', reason: 'logout' }, metadata: meta('BA', 'u') },
    ],
    'no_stream',
  );
};

describe('projector runtime (embedded)', () => {
  it('projects the history, and applying it twice gives the same result', async () => {
    await writeHistory();
    const head = (await stores.eventStore.headPosition())!;
    const projector = await startProjector({ ...stores, projections });
    expect(await projector.waitFor(head, 5_000)).toBe(true);
    await projector.stop();
    const once = await snapshot();
    expect(once['operations']).toHaveLength(40);
    expect(once['operations']).toContainEqual(expect.objectContaining({ _id: 'BA_OP3', END_DATE: '2027-05-05' }));
    expect(once['operations']).toContainEqual(expect.objectContaining({ _id: 'WI_OP7', END_DATE: '2027-02-08' }));
    expect(once['sessions']).toEqual([expect.objectContaining({ _id: 's1', endedAt: '2026-11-22T10:00:00.000Z' })]);

    const all = await stores.eventStore.readAll(undefined, 10_000);
    const again = await projectBatch(stores.readStore, projections, all, 'main');
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([]);
    await stores.readStore.apply(again.ops);
    expect(await snapshot()).toEqual(once);
  });

  it('rebuilds from zero to exactly the same read models', async () => {
    await writeHistory();
    const projector = await startProjector({ ...stores, projections });
    await projector.waitFor((await stores.eventStore.headPosition())!, 5_000);
    await projector.stop();
    const before = await snapshot();
    await stores.readStore.put('operations', { _id: 'STRAY', _position: '0' });
    const head = await rebuildReadModels({ ...stores, projections });
    expect(head).toBe(await stores.eventStore.headPosition());
    expect(await snapshot()).toEqual(before);
  });

  it('resumes from its durable checkpoint and publishes notices with sites', async () => {
    await writeHistory();
    const first = await startProjector({ ...stores, projections });
    const head = (await stores.eventStore.headPosition())!;
    await first.waitFor(head, 5_000);
    await first.stop();
    expect(await readCheckpoint(stores.readStore, 'main')).toBe(head);

    const notices: ChangeNotice[] = [];
    await stores.noticeBus.subscribe((n) => notices.push(n));
    const appended = await stores.eventStore.append(
      operationStream('NE', 'NEW'),
      [opEvent('OperationCreated', 'NE', 'NEW', '2027-01-01')],
      'no_stream',
    );
    const second = await startProjector({ ...stores, projections });
    expect(await second.waitFor(appended.position, 5_000)).toBe(true);
    await second.stop();
    expect(notices.flatMap((n) => n.changes)).toEqual([{ collection: 'operations', id: 'NE_NEW', site: 'NE' }]);
    expect(notices.at(-1)?.position).toBe(appended.position.toString());
    expect(await stores.readStore.get('operations', 'NE_NEW')).toMatchObject({ SITE: 'NE', _position: appended.position.toString() });
  });

  it('follows live appends and answers waitFor false on timeout', async () => {
    const projector = await startProjector({ ...stores, projections });
    expect(await projector.waitFor(1n, 30)).toBe(false);
    const appended = await stores.eventStore.append(
      operationStream('BA', 'LIVE'),
      [opEvent('OperationCreated', 'BA', 'LIVE', '2027-01-01')],
      'no_stream',
    );
    expect(await projector.waitFor(appended.position, 5_000)).toBe(true);
    expect(await stores.readStore.get('operations', 'BA_LIVE')).toMatchObject({ OPTN_CODE: 'LIVE' });
    await projector.stop();
  });
});
