import { createPositionMemo } from './gridAccess.ts';

describe('position memo', () => {
  it('remembers a value only while the read model stays at the position it was made at', async () => {
    const memo = createPositionMemo<number>();
    let made = 0;
    const make = async () => ++made;
    expect(await memo(5n, 'k', make)).toBe(1);
    expect(await memo(5n, 'k', make)).toBe(1);
    expect(await memo(5n, 'other', make)).toBe(2);
    expect(await memo(6n, 'k', make)).toBe(3);
    expect(await memo(undefined, 'k', make)).toBe(4);
    expect(await memo(undefined, 'k', make)).toBe(5);
  });

  it('never remembers a refusal', async () => {
    const memo = createPositionMemo<number>();
    await expect(memo(5n, 'k', () => Promise.reject(new Error('forbidden')))).rejects.toThrow('forbidden');
    expect(await memo(5n, 'k', async () => 1)).toBe(1);
  });

  it('makes the value again after maxAgeMs even at the same position (a lost change notice)', async () => {
    let now = 0;
    const memo = createPositionMemo<number>({ maxAgeMs: 10, now: () => now });
    let made = 0;
    const make = async () => ++made;
    await memo(5n, 'k', make);
    now = 11;
    expect(await memo(5n, 'k', make)).toBe(2);
  });
});
