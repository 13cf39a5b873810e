import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSettings } from './env.ts';
import { loadAuthSecret } from './infrastructure.ts';

describe('the token secret without AUTH_SECRET', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ftr-secret-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts the Redis mode on one machine: the secret is generated once in DATA_DIR and shared by every process there', () => {
    const redisMode = { ...readSettings({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379' }) };
    const first = loadAuthSecret(redisMode);
    const second = loadAuthSecret({ ...redisMode, mongoUrl: 'mongodb://127.0.0.1:27017' });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8')).toBe(Buffer.from(first).toString());
    expect(statSync(join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });

  it('uses AUTH_SECRET when set, writing nothing', () => {
    const secret = 'a-shared-secret-of-at-least-32-characters';
    const settings = readSettings({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379', AUTH_SECRET: secret });
    expect(new TextDecoder().decode(loadAuthSecret(settings))).toBe(secret);
    expect(() => statSync(join(dataDir, 'auth-secret'))).toThrow();
  });
});
