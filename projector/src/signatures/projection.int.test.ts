import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { reportApprovalStream, type ReportApprovalEvent, type Signature } from '@ftr/contracts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { REPORT_APPROVALS_COLLECTION, reportApprovalsProjection } from '@ftr/read-models/signatures/projection.ts';
import { projectBatch } from '../runtime/applyBatch.ts';

const projections: Projection[] = [reportApprovalsProjection];
const metadata = testMetadata({ userId: 'manager.co', site: 'BA' });
const signature: Signature = {
  userId: 'manager.co',
  username: 'manager.co',
  printedName: 'Carol Oakes',
  meaning: 'Approved',
  signedAt: metadata.timestamp,
};

const stores = useEmbeddedStores(
  'signatures',
  projections.map((p) => p.collection),
);

beforeEach(async () => {
  const events: ReportApprovalEvent[] = [
    { type: 'ReportRunApproved', data: { site: 'BA', reportId: 7, fromDate: '2026-11-16', toDate: '2026-11-22', signature } },
    { type: 'ReportRunApproved', data: { site: 'BA', reportId: 7, fromDate: '2026-11-23', toDate: '2026-11-29', signature: null } },
  ];
  await stores.eventStore.append(
    reportApprovalStream('BA', 7),
    events.map((event) => ({ ...event, metadata })),
    'no_stream',
  );
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, projections, await stores.eventStore.readAll(undefined, 1_000), 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const snapshot = () => stores.readStore.find(REPORT_APPROVALS_COLLECTION, { sort: [{ field: 'POS', direction: 'asc' }] });

describe('report approvals projection', () => {
  it('keeps each approval with its signature, for its site', async () => {
    const batch = await project();
    const docs = await snapshot();
    expect(docs.map((d) => [d['REPORT_ID'], d['FROM_DATE'], d['APPROVED_BY'], d['SIGNATURE']])).toEqual([
      [7, '2026-11-16', 'manager.co', signature],
      [7, '2026-11-23', 'manager.co', null],
    ]);
    expect(batch.notice.changes.every((change) => change.site === 'BA')).toBe(true);
  });

  it('applied twice gives the same result', async () => {
    await project();
    const once = await snapshot();
    await project();
    expect(await snapshot()).toEqual(once);
  });
});
