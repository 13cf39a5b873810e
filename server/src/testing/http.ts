import type { WriteResult } from '@ftr/contracts';
import { createUser, type NewUser } from '@ftr/command-service/users/createUser.ts';
import type { TestServer } from './embedded.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Short HTTP helpers over a test server (given lazily: it starts in beforeAll); paths are relative to /api. */
export const httpHelpers = (serverOf: () => TestServer) => {
  const server = {
    request: (...args: Parameters<TestServer['request']>) => serverOf().request(...args),
    outbox: () => serverOf().outbox(),
    get infra() {
      return serverOf().infra;
    },
    get projector() {
      return serverOf().projector;
    },
  };
  const call = (method: Method, url: string, token?: string, body?: unknown, after?: string) =>
    server.request({
      method,
      url: `/api${url}`,
      ...(token ? { token } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(after ? { after } : {}),
    });
  /** Expects 200 and answers the JSON body. */
  const ok = async <T = WriteResult>(method: Method, url: string, token?: string, body?: unknown): Promise<T> => {
    const response = await call(method, url, token, body);
    expect({ status: response.status, body: response.body }).toMatchObject({ status: 200 });
    return response.json<T>();
  };
  /** A read that must answer 200 (the URL is in the failure message); `after` waits for the read side to reach a position. */
  const read = async <T>(url: string, token: string, after?: string): Promise<T> => {
    const response = await call('GET', url, token, undefined, after);
    expect({ url, status: response.status, body: response.status === 200 ? '' : response.body }).toEqual({ url, status: 200, body: '' });
    return response.json<T>();
  };
  /** A refused call answers `status` (and `message`, when given) and appends nothing to the event log. */
  const refused = async (method: Method, url: string, token: string | undefined, body: unknown, status: number, message?: string) => {
    const before = await server.infra.eventStore.headPosition();
    const response = await call(method, url, token, body);
    expect({ status: response.status, ...(message ? { body: response.body } : {}) }).toEqual({
      status,
      ...(message ? { body: message } : {}),
    });
    expect(await server.infra.eventStore.headPosition()).toBe(before);
  };
  /** The status a token gets on an ordinary authenticated read. */
  const works = async (token: string) => (await call('GET', '/operations', token)).status;
  const projected = (position: string) => server.projector.waitFor(BigInt(position), 5_000);
  const caughtUp = async () => server.projector.waitFor((await server.infra.eventStore.headPosition()) ?? 0n, 5_000);
  /** The id of the newest reset link mailed to `to` after `since` mails (waits up to 5 s: some mails go after the answer). */
  const linkIn = async (to: string, since = 0): Promise<string> => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const mail = server
        .outbox()
        .slice(since)
        .filter((m) => m.to === to)
        .at(-1);
      const id = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      if (id) return id;
      if (Date.now() > deadline) throw new Error(`no reset link mailed to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { call, ok, read, refused, works, projected, caughtUp, linkIn };
};

/** Creates users through the command path (as the system) and waits until the read side has them. */
export const seedUsers = async (
  server: TestServer,
  users: NewUser[],
  clock: { now(): Date } = { now: () => new Date() },
): Promise<void> => {
  const tokens = { sign: () => Promise.reject(new Error('not used')), verify: () => Promise.resolve(null) };
  for (const user of users) await createUser({ eventStore: server.infra.eventStore, tokens, clock }, user);
  await server.projector.waitFor((await server.infra.eventStore.headPosition()) ?? 0n, 5_000);
};
