// Serialised answers of unchanged reads (docs/performance.md).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * What a handler returns to have its answer cached: `key` names everything the answer depends on
 * (never the user: the handler has already checked that this user may read it), `compute` makes the
 * answer when the cache does not hold it. `T` is the route's response type, so a cached route keeps
 * its typing. The cache is shared by every user who passes the handler's checks.
 */
export class CachedRead<T> {
  readonly key: string;
  readonly compute: () => Promise<T>;
  constructor(key: string, compute: () => Promise<T>) {
    this.key = key;
    this.compute = compute;
  }
}

export const cachedRead = <T>(key: string, compute: () => Promise<T>): CachedRead<T> => new CachedRead(key, compute);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One serialised answer: its JSON, its ETag (a hash of that JSON) and its compressed forms, made once each. */
export interface Answer {
  etag: string;
  json: Buffer;
  body(encoding: Encoding): Buffer;
}

/** Dynamic answers are compressed once per change, so brotli can afford more than per-request quality. */
const BROTLI_QUALITY = 5;

export const makeAnswer = (json: string): Answer => {
  const bytes = Buffer.from(json);
  const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
  const encoded = new Map<Encoding, Buffer>([['identity', bytes]]);
  return {
    etag,
    json: bytes,
    body(encoding) {
      let body = encoded.get(encoding);
      if (!body) {
        body = encoding === 'br' ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipSync(bytes);
        encoded.set(encoding, body);
      }
      return body;
    },
  };
};

export interface AnswerCacheOptions {
  /** Answers kept (least recently used dropped first). */
  maxEntries?: number;
  /**
   * Age after which an answer is made again even if its key did not change: bounds staleness should a
   * change notice be lost (the key holds the read model's position, which only notices advance).
   */
  maxAgeMs?: number;
  now?: () => number;
}

export interface AnswerCache {
  /** The answer under `key`, made by `make` when absent or too old; concurrent misses share one `make`. */
  answer(key: string, make: () => Promise<string>): Promise<Answer>;
  readonly size: number;
}

export const createAnswerCache = ({ maxEntries = 256, maxAgeMs = 5_000, now = Date.now }: AnswerCacheOptions = {}): AnswerCache => {
  const entries = new Map<string, { at: number; answer: Promise<Answer> }>();
  return {
    get size() {
      return entries.size;
    },
    answer(key, make) {
      const hit = entries.get(key);
      const at = now();
      if (hit && at - hit.at <= maxAgeMs) {
        entries.delete(key); // re-inserted below: most recently used last
        entries.set(key, hit);
        return hit.answer;
      }
      const answer = make().then(makeAnswer);
      const entry = { at, answer };
      entries.delete(key);
      entries.set(key, entry);
      // A failed make is not kept: the next request tries again (and gets its own error).
      answer.catch(() => entries.get(key) === entry && entries.delete(key));
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return answer;
    },
  };
};

/** The encoding to send: brotli, else gzip, else none, as `accept-encoding` allows (q=0 refuses). */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding => {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
};

/** If-None-Match matches (weak comparison, RFC 9110 §13.1.2): the client's copy is current. */
export const notModified = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
};
