import { AUDIT_MESSAGES, CCF_COMMENT_TYPES } from '@ftr/contracts';
import { ApiError, isServerFailure } from '../../api/ApiError.ts';
import { canDelete, canEditComment, closeAction, commentTypeOptions, isWritable, reasonCells, statusColour } from './rules.ts';

describe('CCF page rules (spec 3 §4, §5)', () => {
  it('colours the statuses: O warning, R processing, C success, X default, anything else error', () => {
    expect(['O', 'R', 'C', 'X', 'Z', ''].map(statusColour)).toEqual(['warning', 'processing', 'success', 'default', 'error', 'error']);
  });

  it('offers Close CCF unless closed, enabled when pending close or raised by an operator or a calculation', () => {
    expect(closeAction({ STATUS: 'C', RAISED_FROM: 'OPERATOR' })).toMatchObject({ shown: false, enabled: false });
    expect(closeAction({ STATUS: 'R', RAISED_FROM: 'DATAENTRY' })).toMatchObject({ shown: true, enabled: true, reason: null });
    expect(closeAction({ STATUS: 'O', RAISED_FROM: 'OPERATOR' })).toMatchObject({ shown: true, enabled: true });
    expect(closeAction({ STATUS: 'O', RAISED_FROM: 'CALCULATION' })).toMatchObject({ shown: true, enabled: true });
    const fromEntry = closeAction({ STATUS: 'O', RAISED_FROM: 'DATAENTRY' });
    expect(fromEntry).toMatchObject({ shown: true, enabled: false });
    expect(fromEntry.reason).toMatch(/pending close/);
    expect(closeAction({ STATUS: 'X', RAISED_FROM: 'OPERATOR' })).toMatchObject({ shown: true, enabled: false });
  });

  it('allows comments and data values only while open or pending close', () => {
    expect(['O', 'R', 'C', 'X'].map((STATUS) => isWritable({ STATUS: STATUS as 'O' }))).toEqual([true, true, false, false]);
  });

  it('lets only the author edit a comment, and only while the CCF is writable', () => {
    expect(canEditComment({ STATUS: 'O' }, { username: 'a' }, 'a')).toBe(true);
    expect(canEditComment({ STATUS: 'O' }, { username: 'a' }, 'b')).toBe(false);
    expect(canEditComment({ STATUS: 'C' }, { username: 'a' }, 'a')).toBe(false);
    expect(canEditComment({ STATUS: 'R' }, { username: 'a' }, undefined)).toBe(false);
  });

  it('deletes only closed CCFs, and only with maintain CCF', () => {
    expect(canDelete({ STATUS: 'C' }, true)).toBe(true);
    expect(canDelete({ STATUS: 'C' }, false)).toBe(false);
    expect(canDelete({ STATUS: 'R' }, true)).toBe(false);
  });

  it('offers every comment type but the close type (6)', () => {
    const options = commentTypeOptions(CCF_COMMENT_TYPES);
    expect(options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(options.at(-1)).toEqual({ value: 7, label: 'General' });
  });

  it("reads the cells out of the server's request for a reason, and nothing out of other messages", () => {
    expect(reasonCells(AUDIT_MESSAGES.reasonRequired(['X-1H 2026-01-02 h3']))).toEqual(['X-1H 2026-01-02 h3']);
    expect(reasonCells(AUDIT_MESSAGES.reasonRequired(['A 2026-01-02 h3', 'B 2026-01-02 h4']))).toEqual([
      'A 2026-01-02 h3',
      'B 2026-01-02 h4',
    ]);
    expect(reasonCells('Value must be a number')).toBeNull();
  });

  it('is silent on server failures (5xx) and shows everything else (spec 3 §8)', () => {
    expect(isServerFailure(new ApiError(500, 'boom'))).toBe(true);
    expect(isServerFailure(new ApiError(503, 'down'))).toBe(true);
    expect(isServerFailure(new ApiError(409, 'Only closed CCFs can be deleted'))).toBe(false);
    expect(isServerFailure(new ApiError(0, 'Network error'))).toBe(false);
    expect(isServerFailure(new Error('x'))).toBe(false);
  });
});
