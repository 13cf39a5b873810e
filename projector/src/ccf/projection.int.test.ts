import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { ccfStream, valuesStream, type CcfEvent, type EventMetadata, type ParameterValuesSubmitted } from '@ftr/contracts';
import { AUDIT_COLLECTION, auditTrailProjection } from '@ftr/read-models/audit/projection.ts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { CCF_COMMENTS_COLLECTION, ccfCommentsProjection } from '@ftr/read-models/ccf/comments.ts';
import { CCF_DATA_VALUES_COLLECTION, ccfDataValuesProjection } from '@ftr/read-models/ccf/dataValues.ts';
import { CCFS_COLLECTION, ccfsProjection } from '@ftr/read-models/ccf/projection.ts';

const projections: Projection[] = [ccfsProjection, ccfCommentsProjection, ccfDataValuesProjection, auditTrailProjection];
const meta = (userId: string, minute: number): EventMetadata =>
  testMetadata({ userId, timestamp: `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z` });

const stores = useEmbeddedStores(
  'ccf',
  projections.map((p) => p.collection),
);

let minute = 0;
const on = (id: string, user: string, ...events: CcfEvent[]) => {
  const metadata = meta(user, minute++); // one minute per append
  return stores.eventStore.append(
    ccfStream(id),
    events.map((e) => ({ ...e, metadata })),
    'any',
  );
};
const values = (user: string, data: ParameterValuesSubmitted['data']) =>
  stores.eventStore.append(
    valuesStream('BA', '2026-11-26'),
    [{ type: 'ParameterValuesSubmitted', data, metadata: meta(user, minute++) }],
    'any',
  );
const raised = (id: string, raisedFrom: 'OPERATOR' | 'DATAENTRY'): CcfEvent => ({
  type: 'CcfRaised',
  data: {
    id,
    site: 'BA',
    parameter: 'P-1H',
    operation: 'BC2026',
    ccfType: 'Q',
    ccfAnalysis: 'BRIX',
    raisedFrom,
    status: 'O',
    date: null,
    hour: null,
    value: null,
  },
});
const comment = (type: 'CcfCommentAdded' | 'CcfCommentEdited', id: string, commentId: string, text: string): CcfEvent => ({
  type,
  data: { id, site: 'BA', commentId, type: 7, comment: text },
});
const closed = (id: string, commentId: string): CcfEvent => ({
  type: 'CcfClosed',
  data: { id, site: 'BA', parameter: 'P-1H', operation: 'BC2026', commentId, type: 6, comment: 'Closed out' },
});
const change = (hour: number, value: number) => ({
  code: 'P-1H',
  date: '2026-11-26',
  hour,
  kind: 'Insert' as const,
  value,
  previous: null,
});

const project = async () => {
  const batch = await projectBatch(stores.readStore, projections, await stores.eventStore.readAll(undefined, 1_000), 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const all = (collection: string) => stores.readStore.find(collection, { sort: [{ field: '_id', direction: 'asc' }] });
const snapshot = async () => ({
  ccfs: await all(CCFS_COLLECTION),
  comments: await all(CCF_COMMENTS_COLLECTION),
  values: await all(CCF_DATA_VALUES_COLLECTION),
});

describe('CCF projections: the CCFs, their comments and their data values', () => {
  beforeEach(async () => {
    minute = 0;
    await on('a', 'operator.ba', raised('a', 'OPERATOR'), comment('CcfCommentAdded', 'a', 'k1', 'First look'));
    await on('a', 'operator.ba', comment('CcfCommentEdited', 'a', 'k1', 'First look, edited'));
    await values('operator.ba', { site: 'BA', operation: 'BC2026', submissionId: 's1', changes: [change(1, 9)] });
    await values('lab.ba', {
      site: 'BA',
      operation: 'BC2026',
      submissionId: 's2',
      changes: [change(3, 6)],
      ccf: { id: 'a', analyst: 'Lab A', realDateTime: '2026-11-25 10:00' },
    });
    await on('a', 'supervisor.ba', closed('a', 'k2'));
    await on('b', 'operator.ba', raised('b', 'OPERATOR'));
    await on('b', 'operator.ba', closed('b', 'k3'));
    await on('b', 'supervisor.ba', { type: 'CcfDeleted', data: { id: 'b', site: 'BA', parameter: 'P-1H' } });
  });

  it('keeps status, closing and comment count on the CCF, marks a deleted one, and lists comments and data values', async () => {
    await project();
    const { ccfs, comments, values: dataValues } = await snapshot();
    expect(ccfs).toEqual([
      expect.objectContaining({
        _id: 'a',
        STATUS: 'C',
        CLOSED_AT: '2026-11-25T10:04:00.000Z',
        CLOSED_BY: 'supervisor.ba',
        COMMENT_COUNT: 2,
        RAISED_BY: 'operator.ba',
      }),
      // A tombstone: the grid's time travel still finds it.
      expect.objectContaining({
        _id: 'b',
        STATUS: 'C',
        COMMENT_COUNT: 1,
        DELETED_AT: '2026-11-25T10:07:00.000Z',
        DELETED_BY: 'supervisor.ba',
      }),
    ]);
    expect(ccfs[0]).not.toHaveProperty('DELETED_AT');
    expect(comments).toEqual([
      expect.objectContaining({
        _id: 'k1',
        CCF_ID: 'a',
        TYPE: 7,
        COMMENT: 'First look, edited',
        USERNAME: 'operator.ba',
        TIMESTAMP: '2026-11-25T10:00:00.000Z',
        EDITED_AT: '2026-11-25T10:01:00.000Z',
        EDITED_BY: 'operator.ba',
      }),
      expect.objectContaining({ _id: 'k2', CCF_ID: 'a', TYPE: 6, COMMENT: 'Closed out', USERNAME: 'supervisor.ba', EDITED_AT: null }),
      expect.objectContaining({ _id: 'k3', CCF_ID: 'b', TYPE: 6 }),
    ]);
    expect(dataValues).toEqual([
      expect.objectContaining({
        _id: `${valuesStream('BA', '2026-11-26')}@1`,
        CCF_ID: 'a',
        SITE: 'BA',
        ANALYST: 'Lab A',
        REAL_DATETIME: '2026-11-25 10:00',
        CODE: 'P-1H',
        FTR_DATE: '2026-11-26',
        FTR_HOUR: 3,
        PARAM_VALUE: 6,
        SUBMISSION_ID: 's2',
        CREATED_AT: '2026-11-25T10:03:00.000Z',
        CREATED_BY: 'lab.ba',
      }),
    ]);
    const trail = await stores.readStore.find<{ _id: string; SOURCE: string }>(AUDIT_COLLECTION, {
      sort: [{ field: 'POS', direction: 'asc' }],
    });
    expect(trail.map((e) => e.SOURCE)).toEqual(['DATAENTRY', 'CCF']);
  });

  it('gives the same result when the history is applied twice', async () => {
    await project();
    const once = await snapshot();
    const again = await project();
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([]);
    expect(await snapshot()).toEqual(once);
  });
});
