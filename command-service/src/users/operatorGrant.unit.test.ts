import { FLAGS, SITES, type UserEvent } from '@ftr/contracts';
import { userEvolver } from './decider.ts';
import { decideGrantAll } from './operatorGrantDecider.ts';

const created: UserEvent = {
  type: 'UserCreated',
  data: {
    username: 'admin',
    firstName: 'System',
    lastName: 'Administrator',
    email: 'admin@example.com',
    phone: '01522 000000',
    sites: [...SITES],
    flags: FLAGS.filter((f) => f !== 'PUSH_TAG_READINGS'),
    readAccess: 5,
    writeAccess: 5,
    passwordHash: 'hash',
  },
};
const older = userEvolver.evolve(userEvolver.initialState, created);

describe('operator grant-all (npm run admin -- grant-all)', () => {
  it('gives every site, every flag and level 5, keeping the name, email and phone', () => {
    expect(decideGrantAll('admin', older)).toEqual({
      ok: true,
      events: [
        {
          type: 'UserUpdated',
          data: {
            username: 'admin',
            firstName: 'System',
            lastName: 'Administrator',
            email: 'admin@example.com',
            phone: '01522 000000',
            sites: [...SITES],
            flags: [...FLAGS],
            readAccess: 5,
            writeAccess: 5,
          },
        },
      ],
    });
  });

  it('writes nothing for a user who already holds everything', () => {
    const decision = decideGrantAll('admin', older);
    if (!decision.ok) throw new Error('expected a grant');
    const full = decision.events.reduce((state, event) => userEvolver.evolve(state, event), older);
    expect(decideGrantAll('admin', full)).toEqual({ ok: true, events: [] });
  });

  it('refuses an unknown or archived user', () => {
    expect(decideGrantAll('ghost', userEvolver.initialState)).toEqual({
      ok: false,
      failure: { kind: 'not_found', message: 'User ghost not found' },
    });
    const archived = userEvolver.evolve(older, { type: 'UserArchived', data: { username: 'admin' } });
    expect(decideGrantAll('admin', archived)).toEqual({ ok: false, failure: { kind: 'validation', message: 'User admin is archived' } });
  });
});
