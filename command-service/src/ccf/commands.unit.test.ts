import type { CcfEvent, CcfRaised, CcfSource, StoredEvent } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { decideCcf, type CcfCommand } from './ccfDecider.ts';
import { currentCcf } from './commands.ts';
import { ccfEvolver, intentKey, linkKey, type CcfState, type Folded } from './state.ts';

// Given the CCF stream's events, when a command, then the events it appends (or its refusal).
const raised = (raisedFrom: CcfSource = 'OPERATOR', site: 'BA' | 'WI' = 'BA'): CcfRaised => ({
  type: 'CcfRaised',
  data: {
    id: 'c1',
    site,
    parameter: 'P',
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
const pendingClose: CcfEvent = {
  type: 'CcfPendingClose',
  data: { id: 'c1', site: 'BA', parameter: 'P', operation: 'BC2026', at: '2026-11-25T10:00:00.000Z' },
};
const closed: CcfEvent = {
  type: 'CcfClosed',
  data: { id: 'c1', site: 'BA', parameter: 'P', operation: 'BC2026', commentId: 'k0', type: 6, comment: 'Done' },
};
const by = (userId: string, event: CcfEvent, causationId = 'c'): Folded => ({ ...event, metadata: { userId, causationId } });
const given = (...events: Folded[]): CcfState => evolveAll(ccfEvolver, events);
const when = (command: CcfCommand, state: CcfState) => decideCcf(command, state);
const now = new Date('2026-11-25T12:00:00.000Z');
const input = { type: 7, comment: 'Re-sampled' };

describe('CCF commands, decided on the CCF stream alone', () => {
  it('ends an open CCF as of the given time, and ends nothing once it is no longer open', () => {
    expect(when({ kind: 'EndCcf', site: 'BA', at: '2026-11-25T11:00:00.000Z', now }, given(raised()))).toEqual({
      ok: true,
      events: [
        { type: 'CcfPendingClose', data: { id: 'c1', site: 'BA', parameter: 'P', operation: 'BC2026', at: '2026-11-25T11:00:00.000Z' } },
      ],
    });
    expect(when({ kind: 'EndCcf', site: 'BA', at: '2026-11-25T11:00:00.000Z', now }, given(raised(), pendingClose))).toEqual({
      ok: true,
      events: [],
    });
  });

  it('closes a data-entry CCF only once its pending close is on the stream; deletes only a closed one', () => {
    const close: CcfCommand = { kind: 'CloseCcf', site: 'BA', commentId: 'k1', input };
    expect(when(close, given(raised('DATAENTRY')))).toMatchObject({ ok: false, failure: { kind: 'conflict' } });
    expect(when(close, given(raised('DATAENTRY'), pendingClose))).toMatchObject({ ok: true, events: [{ type: 'CcfClosed' }] });
    expect(when(close, given(raised('DATAENTRY'), pendingClose, closed))).toMatchObject({ ok: false, failure: { kind: 'conflict' } });
    expect(when({ kind: 'AddComment', site: 'BA', commentId: 'k2', input }, given(raised()))).toMatchObject({
      ok: true,
      events: [{ type: 'CcfCommentAdded' }],
    });
    expect(when({ kind: 'DeleteCcf', site: 'BA' }, given(raised(), closed))).toMatchObject({ ok: true, events: [{ type: 'CcfDeleted' }] });
    expect(when({ kind: 'DeleteCcf', site: 'BA' }, given(raised()))).toMatchObject({ ok: false, failure: { kind: 'conflict' } });
  });

  it('a second raise of the same id (two raisers of one pair) changes nothing; a pending close after the close changes nothing', () => {
    expect(given(raised('OPERATOR'), raised('DATAENTRY')).ccf).toMatchObject({ STATUS: 'O', RAISED_FROM: 'OPERATOR' });
    expect(given(raised(), closed, pendingClose).ccf?.STATUS).toBe('C');
  });

  it("edits a comment only for its author (the stream's record of who added it), and writes nothing for the same text", () => {
    const added = by('operator.ba', { type: 'CcfCommentAdded', data: { id: 'c1', site: 'BA', commentId: 'k3', ...input } });
    const edit = (username: string, text = input): CcfCommand => ({
      kind: 'EditComment',
      site: 'BA',
      username,
      commentId: 'k3',
      input: text,
    });
    const state = given(raised(), added);
    expect(when(edit('Operator.BA'), state)).toEqual({ ok: true, events: [] });
    expect(when(edit('operator.ba', { type: 7, comment: 'Twice' }), state)).toMatchObject({
      ok: true,
      events: [{ type: 'CcfCommentEdited' }],
    });
    expect(when(edit('someone.else', { type: 7, comment: 'Twice' }), state)).toMatchObject({ ok: false, failure: { kind: 'forbidden' } });
    // An edit keeps the author: the editor is the author anyway.
    const edited = by('operator.ba', {
      type: 'CcfCommentEdited',
      data: { id: 'c1', site: 'BA', commentId: 'k3', type: 7, comment: 'Twice' },
    });
    expect(given(raised(), added, edited).comments.get('k3')).toMatchObject({ username: 'operator.ba', comment: 'Twice' });
    expect(when(edit('operator.ba'), given(raised()))).toMatchObject({ ok: false, failure: { kind: 'not_found' } });
  });

  it.each<CcfCommand>([
    { kind: 'EndCcf', site: 'BA', at: '2026-11-25T11:00:00.000Z', now },
    { kind: 'CloseCcf', site: 'BA', commentId: 'k1', input },
    { kind: 'AddComment', site: 'BA', commentId: 'k1', input },
    { kind: 'DeleteCcf', site: 'BA' },
  ])("hides a CCF that is unknown, deleted or another site's (%o)", (command) => {
    const notFound = { ok: false, failure: { kind: 'not_found', message: 'CCF Not found' } };
    expect(when(command, given())).toEqual(notFound);
    expect(when(command, given(raised(), closed, { type: 'CcfDeleted', data: { id: 'c1', site: 'BA', parameter: 'P' } }))).toEqual(
      notFound,
    );
    expect(when(command, given(raised('OPERATOR', 'WI')))).toEqual(notFound);
  });

  it('remembers the legacy week events copied here, by their key', () => {
    const state = given(by('operator.ba', raised('DATAENTRY'), linkKey('values-BA-2026-11-23', 4)), by('x', pendingClose, 'request-1'));
    expect([...state.linked]).toEqual([linkKey('values-BA-2026-11-23', 4)]);
  });

  it('remembers the label intents applied here, by their key', () => {
    const key = intentKey('values-BA_2026-11-23', 7);
    const state = given(by('operator.ba', raised('DATAENTRY'), key), by('x', pendingClose, key));
    expect([...state.linked]).toEqual([key]);
  });
});

describe('reading a CCF for a command', () => {
  const stored = (event: CcfEvent, revision: number): StoredEvent => ({
    ...event,
    stream: 'ccf-c1',
    revision,
    position: BigInt(revision + 1),
    metadata: { userId: 'u', site: 'BA', correlationId: 'x', causationId: 'x', timestamp: '2026-11-25T10:00:00.000Z', schemaVersion: 1 },
  });
  const store = (events: CcfEvent[]) => ({ readStream: () => Promise.resolve(events.map(stored)) });

  it('folds the stream alone: no read model, so a CCF raised a moment ago is decided on at once', async () => {
    expect((await currentCcf(store([raised('DATAENTRY'), pendingClose]), 'c1')).ccf?.STATUS).toBe('R');
    expect((await currentCcf(store([]), 'c1')).ccf).toBeNull();
  });
});
