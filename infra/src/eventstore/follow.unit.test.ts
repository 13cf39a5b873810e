import { backoffDelay, followersReady, type FollowState } from './follow.ts';

const backoff = { initialMs: 200, maxMs: 30_000 };

describe('resubscription back-off', () => {
  it('doubles from the first delay and is capped', () => {
    const top = (attempt: number) => backoffDelay(backoff, attempt, () => 1);
    expect([1, 2, 3, 4].map(top)).toEqual([200, 400, 800, 1_600]);
    expect(top(20)).toBe(30_000);
    expect(top(10_000)).toBe(30_000);
  });

  it('jitters between half and all of the delay', () => {
    expect(backoffDelay(backoff, 3, () => 0)).toBe(400);
    expect(backoffDelay(backoff, 3, () => 0.5)).toBe(600);
    expect(backoffDelay(backoff, 3, () => 1)).toBe(800);
  });
});

describe('followers readiness', () => {
  const follower = (state: FollowState) => ({ status: () => ({ name: state, state, since: '', attempts: 0 }) });
  it('is ready only when every follower is running', () => {
    expect(followersReady([])).toBe(true);
    expect(followersReady([follower('running'), follower('running')])).toBe(true);
    for (const state of ['starting', 'retrying', 'stopped'] as const)
      expect(followersReady([follower('running'), follower(state)])).toBe(false);
  });
});
