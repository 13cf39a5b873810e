import { execFile } from 'node:child_process';
import { FLAGS } from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { promisify } from 'node:util';
import { ADMIN_PASSWORD } from '../testing/embedded.ts';
import { startLimitsServer, type LimitsServer } from '../testing/limitsServer.ts';

/** The operator's recovery command, run as its own process with no terminal. */
const run = promisify(execFile);
let server: LimitsServer;
const admin = async (...args: string[]) => {
  const env = { ...process.env, DATA_DIR: server.dataDir, EVENTSTORE_URL: '', MONGODB_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['server/src/admin.ts', ...args], { env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};
const attacker = '203.0.113.80';

beforeAll(async () => {
  server = await startLimitsServer({ signInFailuresPerHour: 2 });
});
afterAll(() => server.destroy());

describe('npm run admin -- reset-password <user>', () => {
  it('sets a generated password, prints it, ends the sessions and lifts the lock the running server holds', async () => {
    const session = await server.signIn('admin', ADMIN_PASSWORD, '10.2.2.2');
    for (let i = 0; i < 2; i++) await server.signIn('admin', 'Wrong-Password-1', attacker);
    expect((await server.signIn('admin', ADMIN_PASSWORD, attacker)).status).toBe(429);

    const result = await admin('reset-password', 'admin');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const password = /New password: (\S+)/.exec(result.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(14);

    expect((await server.signIn('admin', ADMIN_PASSWORD, attacker)).status).toBe(401);
    expect((await server.signIn('admin', password, attacker)).status).toBe(200);
    const user = await server.stream('user-admin');
    expect(user.at(-1)).toMatchObject({
      type: 'PasswordChanged',
      data: { username: 'admin', keepSessionId: '' },
      metadata: { userId: 'operator' },
    });
    const limits = await server.stream('signInLimit-admin');
    expect(limits.map((event) => event.type)).toEqual(['SignInLocked', 'SignInUnlocked']);
    expect(limits.at(-1)).toMatchObject({ data: { reason: 'operatorReset' }, metadata: { userId: 'operator' } });
    // The old session ends once the projector applies the change.
    const token = (JSON.parse(session.body) as { token: string }).token;
    await server.projector.waitFor((await server.infra.eventStore.headPosition()) ?? 0n, 10_000);
    expect((await server.app.inject({ method: 'GET', url: '/api/operations', headers: { 'x-auth-token': token } })).statusCode).toBe(401);
  }, 90_000);

  it('takes the password with --password, and refuses a weak one or an unknown user, writing nothing', async () => {
    expect(await admin('reset-password', 'admin', '--password', 'Chosen-Password-2026')).toMatchObject({ code: 0 });
    expect((await server.signIn('admin', 'Chosen-Password-2026', '10.2.2.2')).status).toBe(200);
    const before = await server.infra.eventStore.headPosition();
    expect(await admin('reset-password', 'admin', '--password', 'short')).toMatchObject({
      code: 2,
      stderr: 'New password must be at least 14 characters\n',
    });
    expect(await admin('reset-password', 'nobody')).toMatchObject({ code: 1, stderr: 'User nobody not found\n' });
    expect(await admin('reset-passwords')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage: npm run admin -- reset-password <username>'),
    });
    expect(await server.infra.eventStore.headPosition()).toBe(before);
  }, 90_000);
});

describe('npm run admin -- grant-all <user>', () => {
  it('gives an administrator of an older store the flags a newer version brought, as the operator; then there is nothing to do', async () => {
    // An older store: admin was created before PUSH_TAG_READINGS existed.
    const history = await server.stream('user-admin');
    const state = history.filter((e) => e.type === 'UserCreated' || e.type === 'UserUpdated').at(-1)?.data as Record<string, unknown>;
    const { passwordHash: _hash, ...fields } = state;
    await server.infra.eventStore.append(
      'user-admin',
      [
        {
          type: 'UserUpdated',
          data: { phone: '', ...fields, flags: FLAGS.filter((f) => f !== 'PUSH_TAG_READINGS'), username: 'admin' },
          metadata: testMetadata(),
        },
      ],
      'any',
    );

    const granted = await admin('grant-all', 'admin');
    expect(granted).toMatchObject({ code: 0, stderr: '', stdout: "'admin' now holds every site, every flag and access level 5.\n" });
    const last = (await server.stream('user-admin')).at(-1);
    expect(last).toMatchObject({ type: 'UserUpdated', metadata: { userId: 'operator' } });
    expect([...(last?.data as { flags: string[] }).flags].sort()).toEqual([...FLAGS].sort());

    const before = await server.infra.eventStore.headPosition();
    expect(await admin('grant-all', 'admin')).toMatchObject({
      code: 0,
      stdout: "'admin' already holds every site, every flag and access level 5; nothing changed.\n",
    });
    expect(await admin('grant-all', 'nobody')).toMatchObject({ code: 1, stderr: 'User nobody not found\n' });
    expect(await admin('grant-all', 'admin', 'extra')).toMatchObject({ code: 2, stderr: expect.stringContaining('grant-all <username>') });
    expect(await server.infra.eventStore.headPosition()).toBe(before);
  }, 90_000);
});
