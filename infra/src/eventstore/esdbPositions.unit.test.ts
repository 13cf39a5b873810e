import { START } from '@eventstore/db-client';
import { fromAfter, NO_POSITION, positionOf } from './esdbPositions.ts';

describe('EventStoreDB commit/prepare position mapping', () => {
  it('maps an event position (commit = prepare on the v20+ log) to its commit position', () => {
    expect(positionOf({ commit: 4_096n, prepare: 4_096n })).toBe(4_096n);
  });

  it('uses the commit position when the two differ (an append result or a pre-v20 transaction)', () => {
    expect(positionOf({ commit: 8_192n, prepare: 8_000n })).toBe(8_192n);
  });

  it('maps a missing position, or the 2^64-1 "no position" marker, to -1', () => {
    expect(positionOf(undefined)).toBe(-1n);
    expect(positionOf({ commit: 2n ** 64n - 1n, prepare: 2n ** 64n - 1n })).toBe(-1n);
    expect(positionOf({ commit: NO_POSITION, prepare: NO_POSITION })).toBe(-1n);
  });

  it('turns a checkpoint back into a read position with the same commit and prepare', () => {
    expect(fromAfter(undefined)).toBe(START);
    expect(fromAfter(4_096n)).toEqual({ commit: 4_096n, prepare: 4_096n });
    expect(positionOf({ commit: 4_096n, prepare: 4_096n })).toBe(4_096n);
  });
});
