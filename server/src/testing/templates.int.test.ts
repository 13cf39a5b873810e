import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from './embedded.ts';
import { templateName } from './templates.ts';

// An instant no other test server uses, so this file's first server is the one that seeds and leaves the snapshot.
const NOW = new Date('2026-10-14T09:41:00Z');
// The first events hold the accounts' salted password hashes: equal only when copied, never when seeded twice.
const firstEvents = async (server: TestServer) => JSON.stringify((await server.infra.eventStore.readAll(undefined, 3)).map((e) => e.data));

describe('seeded stores shared by the test servers of a jest run', () => {
  const folder = process.env['FTR_TEST_TEMPLATES'];
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.destroy();
  });

  // Three servers start, two of them seeding: well over a minute on two busy cores (its own limit).
  (folder ? it : it.skip)(
    'starts a second server of the same kind from a copy of the first one’s settled store',
    async () => {
      const first = await startTestServer({ now: NOW, demoDays: 1 });
      servers.push(first);
      const name = templateName({ demo: true, demoDays: 1, now: NOW, unshareable: false });
      expect(name).toBeDefined();
      expect(existsSync(join(folder!, name!, 'ftr.sqlite'))).toBe(true);

      const second = await startTestServer({ now: NOW, demoDays: 1 });
      servers.push(second);
      // The same events, not a second seeding.
      expect(await second.infra.eventStore.headPosition()).toBe(await first.infra.eventStore.headPosition());
      expect(await firstEvents(second)).toEqual(await firstEvents(first));
      // Its read side is caught up, its followers settled, and the demo accounts sign in.
      expect(await second.projector.waitFor((await second.infra.eventStore.headPosition())!, 1_000)).toBe(true);
      const { token } = await second.login('supervisor.ba', 'BA');
      expect((await second.request({ method: 'GET', url: '/api/operations', token })).status).toBe(200);

      // A server whose clock moves is seeded afresh: its events are its own.
      const moving = await startTestServer({ clock: { now: () => NOW }, demoDays: 1 });
      servers.push(moving);
      expect(await firstEvents(moving)).not.toEqual(await firstEvents(first));
    },
    180_000,
  );
});
