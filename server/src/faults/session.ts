import { addDays, factoryToday, type LoginResult, type WriteResult } from '@ftr/contracts';
import { lookupsOf } from '../testing/lookupFixtures.ts';
import type { Cluster } from './cluster.ts';
import { startWriter, type Cell, type Writer } from './writer.ts';

export const PARAMETERS = ['FL-A-V-1H', 'FL-B-V-1H', 'FL-C-V-1H', 'FL-D-V-1H'];
const OPERATION = 'FLT';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The administrator's session on a started cluster, the suite's plant (an operation, 4 parameters) and its writer. */
export interface Session {
  token: string;
  today: string;
  writer: Writer;
  signIn(): Promise<number>;
  /** Each live query replica's status for a read that must include `position` (200 only once it does). */
  readAt(position: string): Promise<number[]>;
  /** Resolves once every live query replica answers a read at `position`. */
  caughtUp(position: string): Promise<void>;
  /** Resolves once the writer has `n` more acknowledged submissions (state, not time). */
  writes(n: number): Promise<void>;
}

export const openSession = async (c: Cluster, password: string): Promise<Session> => {
  /** The first live command replica (the suite kills one later). */
  const command = (): string => {
    const [first] = c.commands;
    if (!first) throw new Error('no command service');
    return first.url;
  };
  const signInAt = () =>
    fetch(`${command()}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, site: 'CA' }),
    });
  const signedIn = await signInAt();
  if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${await signedIn.text()}`);
  const { token } = (await signedIn.json()) as LoginResult;
  const write = async (path: string, body: object) => {
    const response = await fetch(`${command()}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as WriteResult;
  };
  const readAt = (position: string) =>
    Promise.all(
      c.queries.map((q) =>
        fetch(`${q.url}/api/operations`, { headers: { 'x-auth-token': token, 'x-min-position': position } }).then(
          async (r) => {
            await r.body?.cancel();
            return r.status;
          },
          () => 0,
        ),
      ),
    );
  const caughtUp = async (position: string) => {
    while ((await readAt(position)).some((status) => status !== 200)) await pause(100);
  };

  const today = factoryToday(new Date());
  await write('/operation', { code: OPERATION, type: 'BC', startDate: addDays(today, -70), endDate: addDays(today, 10) });
  // A new code is composed of listed codes: its item, measurement and statistic are added first.
  for (const { name, code, description } of lookupsOf(PARAMETERS)) await write(`/lookups/${name}`, { code, description });
  let last = '0';
  for (const code of PARAMETERS) last = (await write('/parameter', { CODE: code, HEADING1: code, PCAT_CODE: 'JUICE' })).position;
  await caughtUp(last);
  const cells = (function* (): Generator<Cell> {
    for (let back = 1; back <= 60; back += 1) {
      for (const code of PARAMETERS) for (let hour = 1; hour <= 24; hour += 1) yield { code, day: addDays(today, -back), hour };
    }
  })();
  const writer = startWriter({ commands: () => c.commands, token, operation: OPERATION, cells });
  return {
    token,
    today,
    writer,
    signIn: () =>
      signInAt().then(async (r) => {
        await r.body?.cancel();
        return r.status;
      }),
    readAt,
    caughtUp,
    async writes(n) {
      const target = writer.acknowledged.size + n;
      while (writer.acknowledged.size < target) await pause(50);
    },
  };
};
