import { auditPos, type AuditEntryDoc } from '@ftr/read-models/audit/projection.ts';
import { cursorOf, entriesToRead, pageOfRows, parseCursor } from './paging.ts';

/** Entries at positions 1.. with the given numbers of changed cells (hours 1..n). */
const entries = (...sizes: number[]): AuditEntryDoc[] =>
  sizes.map((size, i) => ({
    _id: `s@${i}`,
    _position: String(i + 1),
    SITE: 'BA',
    CODE: 'A',
    DATE: '2026-11-24',
    POS: auditPos(BigInt(i + 1)),
    POSITION: String(i + 1),
    AT: '2026-11-24T09:00:00.000Z',
    USER: 'u',
    OPERATION: 'BC2026',
    SOURCE: 'DATAENTRY',
    SUBMISSION_ID: `s${i}`,
    JOB_ID: null,
    CHANGES: Array.from({ length: size }, (_, h) => ({ hour: h + 1, kind: 'Insert' as const, previous: null, value: h, reason: null })),
  }));
const cells = (page: ReturnType<typeof pageOfRows>) => page.rows.map((r) => `${r.position}:${r.hour}`);

describe('keyset paging of audit rows', () => {
  const docs = entries(3, 1, 2);

  it('a cursor names a row (position and index in its set) and reads back', () => {
    expect(cursorOf({ pos: auditPos(12n), index: 2 })).toBe('12.2');
    expect(parseCursor('12.2')).toEqual({ pos: auditPos(12n), index: 2 });
  });

  it('forward: at most pageSize rows from after the cursor, splitting a set and saying so', () => {
    const first = pageOfRows(docs, { direction: 'forward' }, 2);
    expect([cells(first), first.prevCursor, first.nextCursor, first.continuesBefore, first.continuesAfter]).toEqual([
      ['1:1', '1:2'],
      null,
      '1.1',
      false,
      true,
    ]);
    const second = pageOfRows(docs, { direction: 'forward', after: parseCursor('1.1') }, 2);
    expect([cells(second), second.prevCursor, second.nextCursor, second.continuesBefore, second.continuesAfter]).toEqual([
      ['1:3', '2:1'],
      '1.2',
      '2.0',
      true,
      false,
    ]);
    const end = pageOfRows(docs.slice(1), { direction: 'forward', after: parseCursor('2.0') }, 2);
    expect([cells(end), end.nextCursor, end.continuesAfter]).toEqual([['3:1', '3:2'], null, false]);
  });

  it('backward: the pageSize rows before the cursor (entries read newest first), oldest first', () => {
    const newestFirst = [...docs].reverse();
    const last = pageOfRows(newestFirst, { direction: 'backward' }, 2);
    expect([cells(last), last.prevCursor, last.nextCursor]).toEqual([['3:1', '3:2'], '3.0', null]);
    const before = pageOfRows(newestFirst, { direction: 'backward', before: parseCursor('3.0') }, 2);
    expect([cells(before), before.prevCursor, before.nextCursor, before.continuesBefore]).toEqual([['1:3', '2:1'], '1.2', '2.0', true]);
    const start = pageOfRows(newestFirst.slice(2), { direction: 'backward', before: parseCursor('1.2') }, 5);
    expect([cells(start), start.prevCursor, start.nextCursor]).toEqual([['1:1', '1:2'], null, '1.1']);
  });

  it('reads enough entries to fill a page and know whether more follow', () => {
    expect(entriesToRead(50)).toBe(52);
    const page = pageOfRows(entries(1, 1, 1, 1).slice(0, entriesToRead(2)), { direction: 'forward', after: parseCursor('1.0') }, 2);
    expect([cells(page), page.nextCursor]).toEqual([['2:1', '3:1'], '3.0']);
  });
});
