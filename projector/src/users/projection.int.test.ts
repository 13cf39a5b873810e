import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { userStream, type EventMetadata, type UserEvent } from '@ftr/contracts';
import { projectBatch } from '../runtime/applyBatch.ts';
import type { Projection } from '@ftr/read-models/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';
import { usersProjection } from '@ftr/read-models/users/projection.ts';

const meta = (userId: string, minute: number): EventMetadata =>
  testMetadata({ userId, timestamp: `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z` });
const projections: Projection[] = [usersProjection];

const stores = useEmbeddedStores('users');

const append = (events: UserEvent[], userId = 'admin', minute = 0) =>
  stores.eventStore.append(
    userStream('jsmith'),
    events.map((e) => ({ ...e, metadata: meta(userId, minute) })),
    'any',
  );
const project = async () => {
  const events = await stores.eventStore.readAll(undefined, 1_000);
  const batch = await projectBatch(stores.readStore, projections, events, 'main');
  await stores.readStore.apply(batch.ops);
  return batch;
};
const doc = () => stores.readStore.get('users', 'jsmith');

const created: UserEvent = {
  type: 'UserCreated',
  data: {
    username: 'jsmith',
    firstName: 'Jo',
    lastName: 'Smith',
    email: 'Jo@Example.com',
    passwordHash: 'secret-hash',
    sites: ['BA', 'WI'],
    flags: ['LIVE_DATA'],
    readAccess: 2,
    writeAccess: 1,
  },
};

describe('users projection', () => {
  it('builds the DTO fields with every site and flag as a boolean, and never the password hash', async () => {
    await append([created]);
    await project();
    const user = await doc();
    expect(user).toMatchObject({
      USERNAME: 'jsmith',
      FIRST_NAME: 'Jo',
      LAST_NAME: 'Smith',
      FULL_NAME: 'Jo Smith',
      EMAIL: 'Jo@Example.com',
      EMAIL_KEY: 'jo@example.com',
      PHONE: '',
      READ_ACCESS: 2,
      WRITE_ACCESS: 1,
      ACCESS_BA: true,
      ACCESS_WI: true,
      ACCESS_CO: false,
      LIVE_DATA: true,
      USERS: false,
      MAINTAIN_CCF: false,
      ACTIVE: true,
      LAST_UPDATED_BY: 'admin',
      LAST_UPDATED_DTS: '2026-11-22T10:00:00.000Z',
      REVOKED_POSITION: null,
    });
    expect(JSON.stringify(user)).not.toContain('secret-hash');
  });

  it('marks revocations by position: archive and reset end every session, a password change all but one', async () => {
    await append([created]);
    const archived = await append([{ type: 'UserArchived', data: { username: 'jsmith' } }], 'manager.co', 5);
    await project();
    expect(await doc()).toMatchObject({
      ACTIVE: false,
      REVOKED_POSITION: archived.position.toString(),
      KEEP_SESSION: null,
      LAST_UPDATED_BY: 'manager.co',
    });

    await append([{ type: 'UserUnarchived', data: { username: 'jsmith' } }], 'manager.co', 6);
    const changed = await append(
      [{ type: 'PasswordChanged', data: { username: 'jsmith', passwordHash: 'h', keepSessionId: 's1' } }],
      'jsmith',
      7,
    );
    await project();
    expect(await doc()).toMatchObject({
      ACTIVE: true,
      REVOKED_POSITION: changed.position.toString(),
      REVOKED_BEFORE: '2026-11-22T10:07:00.000Z',
      KEEP_SESSION: 's1',
    });

    await append([
      {
        type: 'PasswordResetRequested',
        data: { username: 'jsmith', resetIdHash: 'abc', expiresAt: '2026-11-22T11:00:00.000Z', delivery: 'email' },
      },
    ]);
    await project();
    expect(await doc()).toMatchObject({ RESET_HASH: 'abc', RESET_EXPIRES: '2026-11-22T11:00:00.000Z' });
    const reset = await append(
      [{ type: 'PasswordReset', data: { username: 'jsmith', passwordHash: 'h2', resetIdHash: 'abc' } }],
      'jsmith',
      9,
    );
    await project();
    expect(await doc()).toMatchObject({ RESET_HASH: null, REVOKED_POSITION: reset.position.toString(), KEEP_SESSION: null });
  });

  it('follows updates and profile changes', async () => {
    await append([
      created,
      {
        type: 'UserUpdated',
        data: {
          username: 'jsmith',
          firstName: 'Jo',
          lastName: 'Smyth',
          email: '',
          phone: '01632 960000',
          sites: ['CO'],
          flags: ['USERS'],
          readAccess: 5,
          writeAccess: 5,
        },
      },
      { type: 'ProfileUpdated', data: { username: 'jsmith', firstName: 'Joanne', lastName: 'Smyth', email: 'joanne@example.com' } },
    ]);
    await project();
    expect(await doc()).toMatchObject({
      FULL_NAME: 'Joanne Smyth',
      EMAIL_KEY: 'joanne@example.com',
      PHONE: '01632 960000',
      ACCESS_BA: false,
      ACCESS_CO: true,
      SITES: ['CO'],
      USERS: true,
      LIVE_DATA: false,
      READ_ACCESS: 5,
    });
  });

  it('gives the same result when applied twice', async () => {
    await append([
      created,
      { type: 'UserArchived', data: { username: 'jsmith' } },
      { type: 'UserUnarchived', data: { username: 'jsmith' } },
    ]);
    await project();
    const once = await doc();
    const again = await project();
    expect(again.ops.filter((op) => op.collection !== 'checkpoints')).toEqual([]);
    expect(await doc()).toEqual(once);
  });
});
