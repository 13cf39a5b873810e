import type { ChangeRecordInput } from '@ftr/contracts';
import { cellKey } from './cell.ts';
import { NO_EDITS, typeInto } from './pending.ts';
import { attemptFor, rebase, staleCellKeys } from './submission.ts';

const record = (value: number): ChangeRecordInput => ({
  TYPE: 'Insert',
  CODE: 'A-B-V-1H',
  FTR_DATE: '2026-11-23',
  FTR_HOUR: 1,
  OPERATION: 'OP',
  AUDIT: false,
  VALUE: value,
  ORIGINAL_VALUE: null,
  VALID: true,
});

describe('submission ids', () => {
  let n = 0;
  const newId = () => `id-${++n}`;

  it('a first attempt gets a new id', () => {
    expect(attemptFor(null, [record(1)], newId).id).toMatch(/^id-/);
  });

  it('a retry of the same changes keeps the id', () => {
    const first = attemptFor(null, [record(1)], newId);
    expect(attemptFor(first, [record(1)], newId)).toBe(first);
  });

  it('different changes get a new id', () => {
    const first = attemptFor(null, [record(1)], newId);
    expect(attemptFor(first, [record(2)], newId).id).not.toBe(first.id);
    expect(attemptFor(first, [record(1), record(3)], newId).id).not.toBe(first.id);
  });
});

describe('cells named by a 409', () => {
  it('reads every cell the message names', () => {
    const message = 'Someone else changed these values: TJ-BRIX-V-1H 2026-11-23 h5, RJ-PH-V-1H 2026-11-22 h24 and 3 more';
    expect(staleCellKeys(message)).toEqual(['TJ-BRIX-V-1H|2026-11-23|5', 'RJ-PH-V-1H|2026-11-22|24']);
  });

  it('reads none from another message', () => {
    expect(staleCellKeys('Someone else changed this at the same time; reload and try again')).toEqual([]);
  });
});

describe('rebasing edits on fresh values', () => {
  const A = { code: 'A-B-V-1H', date: '2026-11-23', hour: 1 };
  const B = { code: 'A-B-V-1H', date: '2026-11-23', hour: 2 };

  it('keeps the typed text over the new value and drops edits that now change nothing', () => {
    let edits = typeInto(NO_EDITS, A, null, '5');
    edits = typeInto(edits, B, 1, '2');
    const fresh = new Map([
      [cellKey(A), 4],
      [cellKey(B), 2],
    ]);
    const rebased = rebase(edits, (key) => fresh.get(key));
    expect([...rebased.values()]).toEqual([{ ...A, text: '5', original: 4 }]);
  });

  it('keeps the old value for cells the fresh data does not cover', () => {
    const edits = typeInto(NO_EDITS, A, 3, '5');
    expect([...rebase(edits, () => undefined).values()]).toEqual([{ ...A, text: '5', original: 3 }]);
  });
});
