import { UnavailableError } from '@ftr/infra/http/errors.ts';
import { waitForHead } from './readSide.ts';

const store = (head: bigint | undefined) => ({ headPosition: async () => head });

describe('waitForHead', () => {
  it('returns once the read side has reached the head of the log', async () => {
    const asked: [bigint, number][] = [];
    const waitForReadSide = async (position: bigint, timeoutMs: number) => {
      asked.push([position, timeoutMs]);
      return true;
    };
    await waitForHead({ eventStore: store(42n), waitForReadSide }, 1_000);
    expect(asked).toEqual([[42n, 1_000]]);
  });

  it('honours its timeout: a read side still behind is a 503 with a retry hint, not a decision on stale data', async () => {
    const behind = waitForHead({ eventStore: store(42n), waitForReadSide: async () => false }, 10);
    await expect(behind).rejects.toBeInstanceOf(UnavailableError);
    await expect(behind).rejects.toMatchObject({ retryAfterSeconds: 5 });
  });

  it('does not wait on an empty log', async () => {
    await waitForHead({ eventStore: store(undefined), waitForReadSide: async () => false }, 10);
  });
});
