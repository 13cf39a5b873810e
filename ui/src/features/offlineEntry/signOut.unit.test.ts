import 'fake-indexeddb/auto';
import { API_CACHE } from './cacheNames.ts';
import { offlineDb } from './db.ts';
import { keepCells, waitingValues } from './queue.ts';
import { offlineSignOut } from './signOut.ts';

const answers: boolean[] = [];
const asked: string[] = [];
const emptied: string[] = [];
const browser = {
  confirm: (text: string) => {
    asked.push(text);
    return answers.shift() ?? false;
  },
  caches: {
    delete: async (name: string) => {
      emptied.push(name);
      return true;
    },
  },
};

beforeAll(() => Object.assign(globalThis, { window: browser }));
afterAll(() => Reflect.deleteProperty(globalThis, 'window'));
beforeEach(() => {
  asked.length = 0;
  emptied.length = 0;
});

const keep = async (user: string, hours: number[]) =>
  keepCells(
    await offlineDb(),
    { user, site: 'BA', screenId: 7, operation: 'BC2026', date: '2026-11-26' },
    hours.map((hour) => ({ code: 'TEMP', date: '2026-11-26', hour, text: String(hour), original: null })),
  );
const waiting = async (user: string) => waitingValues(await offlineDb(), user);

describe('sign-out with values kept offline', () => {
  it('signs out without asking when nothing waits, and empties the cached grid answers', async () => {
    expect(await offlineSignOut('nobody')).toBe(true);
    expect(asked).toEqual([]);
    expect(emptied).toEqual([API_CACHE]);
  });

  it('asks, naming the count; staying keeps the values and the cache', async () => {
    await keep('operator.ba', [1, 2]);
    answers.push(false);
    expect(await offlineSignOut('operator.ba')).toBe(false);
    expect(asked).toEqual(['2 values typed on this device have not been submitted. Sign out and discard them?']);
    expect(emptied).toEqual([]);
    expect(await waiting('operator.ba')).toBe(2);
  });

  it('signing out anyway forgets that user’s values, and no one else’s', async () => {
    await keep('operator.ba', [3]);
    await keep('supervisor.ba', [4]);
    answers.push(true);
    expect(await offlineSignOut('operator.ba')).toBe(true);
    expect([await waiting('operator.ba'), await waiting('supervisor.ba')]).toEqual([0, 1]);
    expect(emptied).toEqual([API_CACHE]);
  });
});
