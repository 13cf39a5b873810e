import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DistinctTagDto, WeighbridgeReadingDto } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { importTagReadings } from './import.ts';

/** `npm run import-tags -- file.csv`, run as its own process against the running server's data folder. */
const run = promisify(execFile);
let server: TestServer;
const { read, caughtUp } = httpHelpers(() => server);
let supervisor = '';
const importTags = async (file: string, ...args: string[]) => {
  const env = { ...process.env, DATA_DIR: server.dataDir, EVENTSTORE_URL: '', MONGODB_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['server/src/importTags.ts', file, ...args], { env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};
const csv = (name: string, lines: string[]) => {
  const file = join(server.dataDir, name);
  writeFileSync(file, ['site,source,tag,timestamp,value,retrieval_type,retrieval_interval', ...lines].join('\n'));
  return file;
};

beforeAll(async () => {
  server = await startTestServer({ demoDays: 0 });
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
});
afterAll(() => server.destroy());

describe('npm run import-tags -- file.csv', () => {
  it('back-fills the readings of a file, and writes nothing more when it is imported again', async () => {
    const file = csv('good.csv', [
      ...Array.from({ length: 30 }, (_, i) => `BA,PHD,BA.IMP1.PV,2026-01-0${1 + Math.floor(i / 10)}T0${i % 10}:00:00Z,${i},,`),
      'BA,IWB,IWB-IMP,2026-01-01T06:00:00Z,25.5,RAW,0',
    ]);
    expect(await importTags(file)).toEqual({
      code: 0,
      stdout: '31 rows: 31 readings recorded, 0 already recorded, 0 rejected\n',
      stderr: '',
    });
    expect(await importTags(file)).toMatchObject({ code: 0, stdout: '31 rows: 0 readings recorded, 31 already recorded, 0 rejected\n' });
    await caughtUp();
    expect((await read<DistinctTagDto[]>('/phd/distinct', supervisor)).find((t) => t.TAGNAME === 'BA.IMP1.PV')).toEqual({
      TAGNAME: 'BA.IMP1.PV',
      READINGS: 30,
      LAST_TIMESTAMP: '2026-01-03T09:00:00.000Z',
    });
    expect((await read<WeighbridgeReadingDto[]>('/iwb?tagname=IWB-IMP', supervisor))[0]).toMatchObject({
      NET_WEIGHT: 25.5,
      TIMESTAMP: '2026-01-01T06:00:00.000Z',
    });
  }, 90_000);

  it('refuses a file with malformed rows, listing them by line, unless told to skip them', async () => {
    const file = csv('bad.csv', [
      'BA,PHD,BA.IMP2.PV,2026-01-01T00:00:00Z,1,,',
      'BA,PHD,BA.IMP2.PV,2026-01-01T01:00:00,2,,',
      'CO,PHD,BA.IMP2.PV,2026-01-01T02:00:00Z,3,,',
      'BA,PHD,BA.IMP2.PV,2026-01-01T03:00:00Z,high,,',
    ]);
    const before = await server.infra.eventStore.headPosition();
    expect(await importTags(file)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'line 3: Timestamp must be an ISO 8601 date and time with a zone (Z or ±hh:mm)\nline 4: CO is not a factory site\n' +
        'line 5: Value must be a finite number\n3 of 4 rows rejected: nothing imported (--skip-invalid imports the others)\n',
    });
    expect(await server.infra.eventStore.headPosition()).toBe(before);
    expect(await importTags(file, '--skip-invalid')).toMatchObject({
      code: 0,
      stdout: '4 rows: 1 readings recorded, 0 already recorded, 3 rejected\n',
    });
    expect(await importTags(join(server.dataDir, 'good.csv'), 'extra.csv')).toMatchObject({ code: 2 });
  }, 90_000);

  it('answers the same through the function the command wraps (a bad header writes nothing)', async () => {
    const outcome = await importTagReadings(server.infra.eventStore, 'tag,value\nA,1\n', { clock: { now: () => new Date() } });
    expect(outcome).toMatchObject({ written: false, accepted: 0, error: expect.stringContaining('missing: site, source, timestamp') });
  });
});
