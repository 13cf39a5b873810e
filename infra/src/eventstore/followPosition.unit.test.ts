import { pollForPosition } from './followPosition.ts';

describe('pollForPosition', () => {
  it('is true once the read reaches the target', async () => {
    let position = 0n;
    const read = () => Promise.resolve((position += 1n));
    expect(await pollForPosition(read, 3n, 1_000)).toBe(true);
  });

  it('is false after the timeout when the read never reaches the target', async () => {
    expect(await pollForPosition(() => Promise.resolve(1n), 3n, 30)).toBe(false);
  });

  it('is false in time when a read hangs on a store that does not answer, and ignores its late failure', async () => {
    let fail: (error: Error) => void = () => undefined;
    const hanging = new Promise<bigint | undefined>((_, reject) => (fail = reject));
    const started = Date.now();
    expect(await pollForPosition(() => hanging, 3n, 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    fail(new Error('the store came back too late'));
    await new Promise((resolve) => setImmediate(resolve));
  });
});
