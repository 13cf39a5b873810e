import type { CcfStatus } from '@ftr/contracts';
import { decideAddComment, decideClose, decideDelete, decideEditComment, type CcfFacts, type CommentFacts } from './lifecycle.ts';

const ccf = (over: Partial<CcfFacts> = {}): CcfFacts => ({
  ID: 'c1',
  SITE: 'BA',
  PARAMETER: 'P',
  OPERATION: 'BC2026',
  STATUS: 'O',
  RAISED_FROM: 'DATAENTRY',
  ...over,
});
const text = { type: 7, comment: 'Re-sampled' };
const closing = { type: 6, comment: 'Back in band, closed' };
const refusal = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });
const notFound = refusal('not_found', 'CCF Not found');

describe('closing a CCF (PATCH /ccf/close/:id)', () => {
  it('closes a pending-close CCF with its closing comment', () => {
    expect(decideClose(ccf({ STATUS: 'R' }), 'BA', 'k1', closing)).toEqual({
      ok: true,
      events: [
        {
          type: 'CcfClosed',
          data: { id: 'c1', site: 'BA', parameter: 'P', operation: 'BC2026', commentId: 'k1', type: 6, comment: 'Back in band, closed' },
        },
      ],
    });
  });

  it('closes an open CCF raised by an operator or a calculation, not one raised from data entry', () => {
    for (const RAISED_FROM of ['OPERATOR', 'CALCULATION'] as const)
      expect(decideClose(ccf({ RAISED_FROM }), 'BA', 'k1', closing).ok).toBe(true);
    expect(decideClose(ccf(), 'BA', 'k1', closing)).toEqual(
      refusal('conflict', 'A CCF raised from data entry can be closed only once it is pending close (R)'),
    );
  });

  it('never closes twice', () => {
    for (const STATUS of ['C', 'X'] as const) {
      expect(decideClose(ccf({ STATUS, RAISED_FROM: 'OPERATOR' }), 'BA', 'k1', closing)).toEqual(
        refusal('conflict', 'The CCF is already closed'),
      );
    }
  });

  it("hides unknown CCFs and other sites' ones", () => {
    expect(decideClose(null, 'BA', 'k1', closing)).toEqual(notFound);
    expect(decideClose(ccf({ STATUS: 'R', SITE: 'WI' }), 'BA', 'k1', closing)).toEqual(notFound);
  });
});

describe('commenting (POST /ccf-comments/:id)', () => {
  it('adds a comment while the CCF is open or pending close', () => {
    for (const STATUS of ['O', 'R'] as const) {
      expect(decideAddComment(ccf({ STATUS }), 'BA', 'k2', text)).toEqual({
        ok: true,
        events: [{ type: 'CcfCommentAdded', data: { id: 'c1', site: 'BA', commentId: 'k2', type: 7, comment: 'Re-sampled' } }],
      });
    }
  });

  it('refuses once closed or cancelled, and hides other sites', () => {
    for (const STATUS of ['C', 'X'] as const) {
      expect(decideAddComment(ccf({ STATUS }), 'BA', 'k2', text)).toEqual(
        refusal('conflict', `Comments can be added or changed only while the CCF is open or pending close (status ${STATUS})`),
      );
    }
    expect(decideAddComment(ccf({ SITE: 'WI' }), 'BA', 'k2', text)).toEqual(notFound);
    expect(decideAddComment(null, 'BA', 'k2', text)).toEqual(notFound);
  });
});

describe('editing a comment (PUT /ccf-comments/:id/:commentId)', () => {
  const mine: CommentFacts = { ccfId: 'c1', username: 'operator.ba', type: 7, comment: 'Re-sampled' };
  const me = { site: 'BA' as const, username: 'operator.ba' };
  const edit = { type: 3, comment: 'Re-sampled twice' };

  it("changes the author's own comment while the CCF is O or R", () => {
    for (const STATUS of ['O', 'R'] as const) {
      expect(decideEditComment(ccf({ STATUS }), mine, me, 'k2', edit)).toEqual({
        ok: true,
        events: [{ type: 'CcfCommentEdited', data: { id: 'c1', site: 'BA', commentId: 'k2', type: 3, comment: 'Re-sampled twice' } }],
      });
    }
    expect(decideEditComment(ccf(), mine, { ...me, username: 'Operator.BA' }, 'k2', edit).ok).toBe(true);
  });

  it('writes nothing when the type and text are unchanged', () => {
    expect(decideEditComment(ccf(), mine, me, 'k2', text)).toEqual({ ok: true, events: [] });
  });

  it("refuses another user's comment, an unknown comment or another CCF's, and a closed CCF", () => {
    expect(decideEditComment(ccf(), { ...mine, username: 'supervisor.ba' }, me, 'k2', edit)).toEqual(
      refusal('forbidden', 'Only the author can change a comment'),
    );
    expect(decideEditComment(ccf(), null, me, 'k2', edit)).toEqual(refusal('not_found', 'Comment not found'));
    expect(decideEditComment(ccf(), { ...mine, ccfId: 'c2' }, me, 'k2', edit)).toEqual(refusal('not_found', 'Comment not found'));
    const closed: CcfStatus = 'C';
    expect(decideEditComment(ccf({ STATUS: closed }), mine, me, 'k2', edit)).toMatchObject({ failure: { kind: 'conflict' } });
    expect(decideEditComment(ccf({ SITE: 'WI' }), mine, me, 'k2', edit)).toEqual(notFound);
  });
});

describe('deleting a CCF (DELETE /ccf/:id)', () => {
  it('deletes a closed CCF', () => {
    expect(decideDelete(ccf({ STATUS: 'C' }), 'BA')).toEqual({
      ok: true,
      events: [{ type: 'CcfDeleted', data: { id: 'c1', site: 'BA', parameter: 'P' } }],
    });
  });

  it('refuses any other status, unknown CCFs and other sites', () => {
    for (const STATUS of ['O', 'R', 'X'] as const)
      expect(decideDelete(ccf({ STATUS }), 'BA')).toEqual(refusal('conflict', 'Only closed CCFs can be deleted'));
    expect(decideDelete(null, 'BA')).toEqual(notFound);
    expect(decideDelete(ccf({ STATUS: 'C', SITE: 'WI' }), 'BA')).toEqual(notFound);
  });
});
