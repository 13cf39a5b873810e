import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, createAnswerCache, makeAnswer, notModified } from './answerCache.ts';

describe('answer cache', () => {
  it('makes an answer once per key, shared by concurrent and later requests', async () => {
    const cache = createAnswerCache();
    let made = 0;
    const make = async () => {
      made += 1;
      return '{"a":1}';
    };
    const [a, b] = await Promise.all([cache.answer('k', make), cache.answer('k', make)]);
    expect(await cache.answer('k', make)).toBe(a);
    expect(b).toBe(a);
    expect(made).toBe(1);
    await cache.answer('other', make);
    expect(made).toBe(2);
  });

  it('makes an answer again once it is older than maxAgeMs, and keeps at most maxEntries', async () => {
    let now = 0;
    const cache = createAnswerCache({ maxAgeMs: 100, maxEntries: 2, now: () => now });
    let made = 0;
    const make = async () => String(++made);
    await cache.answer('a', make);
    now = 100;
    expect((await cache.answer('a', make)).json.toString()).toBe('1');
    now = 101;
    expect((await cache.answer('a', make)).json.toString()).toBe('2');
    await cache.answer('b', make);
    await cache.answer('a', make); // a used last: b is the least recently used
    await cache.answer('c', make);
    expect(cache.size).toBe(2);
    expect((await cache.answer('a', make)).json.toString()).toBe('2');
    expect((await cache.answer('b', make)).json.toString()).toBe('5');
  });

  it('does not keep a failure: the next request makes the answer again', async () => {
    const cache = createAnswerCache();
    await expect(cache.answer('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.answer('k', async () => '[]')).json.toString()).toBe('[]');
  });

  it('tags an answer by its content and compresses it to the same bytes', () => {
    const json = JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ i })));
    const answer = makeAnswer(json);
    expect(answer.etag).toBe(makeAnswer(json).etag);
    expect(answer.etag).not.toBe(makeAnswer('[]').etag);
    expect(brotliDecompressSync(answer.body('br')).toString()).toBe(json);
    expect(gunzipSync(answer.body('gzip')).toString()).toBe(json);
    expect(answer.body('br')).toBe(answer.body('br')); // compressed once
    expect(answer.body('identity').toString()).toBe(json);
  });
});

describe('content negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['deflate, identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('accept-encoding %p: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
  ])('if-none-match %p against W/"abc": %p', (header, expected) => {
    expect(notModified(header, 'W/"abc"')).toBe(expected);
  });
});
