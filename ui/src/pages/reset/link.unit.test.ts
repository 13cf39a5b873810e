import { ApiError } from '../../api/ApiError.ts';
import { linkCheckFailure, linkCheckOf, resetsSignedInUser } from './link.ts';

describe('reset link check (spec 3 §2)', () => {
  it('takes a usable link, and for whom', () => {
    expect(linkCheckOf({ valid: true, USERNAME: 'supervisor.wi' })).toEqual({ state: 'valid', username: 'supervisor.wi' });
  });

  it('treats an expired, used or replaced link as invalid', () => {
    expect(linkCheckOf({ valid: false })).toEqual({ state: 'invalid' });
  });

  it('treats a refused id as invalid, but a server or network failure as a failed check', () => {
    expect(linkCheckFailure(new ApiError(400, 'Invalid link'))).toEqual({ state: 'invalid' });
    expect(linkCheckFailure(new ApiError(503, 'Service Unavailable'))).toEqual({ state: 'failed' });
    expect(linkCheckFailure(new ApiError(0, 'Network error'))).toEqual({ state: 'failed' });
    expect(linkCheckFailure(new Error('boom'))).toEqual({ state: 'failed' });
  });

  it('knows when the reset is for the user signed in here', () => {
    const valid = linkCheckOf({ valid: true, USERNAME: 'supervisor.wi' });
    expect(resetsSignedInUser(valid, 'supervisor.wi')).toBe(true);
    expect(resetsSignedInUser(valid, 'manager.co')).toBe(false);
    expect(resetsSignedInUser(valid, undefined)).toBe(false);
    expect(resetsSignedInUser({ state: 'invalid' }, 'supervisor.wi')).toBe(false);
  });
});
