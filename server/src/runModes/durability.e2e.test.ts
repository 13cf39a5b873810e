import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResult, OperationDto, WriteResult } from '@ftr/contracts';
import { killHard, startServerProcess } from '../testing/process.ts';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'ftr-durability-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = () => ({ DATA_DIR: dataDir, FTR_ADMIN_PASSWORD: '', FTR_DEMO: '0' });
const signIn = async (url: string, password: string) => {
  const response = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password, site: 'BA' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as LoginResult).token;
};

describe('embedded durability (whole process)', () => {
  it('loses no acknowledged write across kill -9, and a restart keeps everything', async () => {
    const first = await startServerProcess(env());
    // No FTR_ADMIN_PASSWORD: a generated password is printed once.
    const password = /username 'admin', password '([^']+)'/.exec(first.output())?.[1];
    expect(password).toBeDefined();
    const token = await signIn(first.url, password!);
    const acknowledged: string[] = [];
    // Writes in flight when the process dies: only acknowledged ones must survive.
    const writes = Array.from({ length: 40 }, (_, i) => `D${String(i).padStart(3, '0')}`).map(async (code) => {
      const response = await fetch(`${first.url}/api/operation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': token },
        body: JSON.stringify({ code, type: 'BO', startDate: '2030-01-01', endDate: '2030-02-01' }),
      });
      if (response.status === 200 && ((await response.json()) as WriteResult).message === 'Operation Created') acknowledged.push(code);
    });
    await Promise.all(writes);
    expect(acknowledged).toHaveLength(40);
    await killHard(first);

    const second = await startServerProcess(env());
    try {
      expect(second.output()).not.toContain('Administrator account created'); // not bootstrapped again
      const token2 = await signIn(second.url, password!);
      const deadline = Date.now() + 10_000;
      let codes: string[] = [];
      while (Date.now() < deadline) {
        const list = (await (
          await fetch(`${second.url}/api/operations`, { headers: { 'x-auth-token': token2 } })
        ).json()) as OperationDto[];
        codes = list.map((o) => o.OPTN_CODE);
        if (acknowledged.every((c) => codes.includes(c))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(codes.sort()).toEqual([...acknowledged].sort());
    } finally {
      await killHard(second);
    }
  }, 240_000); // two process start-ups, each of which may take up to startServerProcess's 90 s on busy cores
});
