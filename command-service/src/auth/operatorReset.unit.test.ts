import { checkNewPassword, generatePassword } from './operatorReset.ts';
import { decideOperatorReset } from './operatorResetDecider.ts';
import { userEvolver } from '../users/decider.ts';
import type { UserEvent } from '@ftr/contracts';

const created: UserEvent = {
  type: 'UserCreated',
  data: {
    username: 'admin',
    firstName: 'A',
    lastName: 'B',
    email: '',
    sites: ['CO'],
    flags: [],
    readAccess: 9,
    writeAccess: 9,
    passwordHash: 'old',
  },
};
const active = userEvolver.evolve(userEvolver.initialState, created);

describe('operator reset (npm run admin -- reset-password)', () => {
  it('changes the password of an active user and keeps none of its sessions', () => {
    expect(decideOperatorReset({ username: 'admin', passwordHash: 'new-hash' }, active)).toEqual({
      ok: true,
      events: [{ type: 'PasswordChanged', data: { username: 'admin', passwordHash: 'new-hash', keepSessionId: '' } }],
    });
  });

  it('refuses an unknown or archived user', () => {
    expect(decideOperatorReset({ username: 'ghost', passwordHash: 'h' }, userEvolver.initialState)).toEqual({
      ok: false,
      failure: { kind: 'not_found', message: 'User ghost not found' },
    });
    const archived = userEvolver.evolve(active, { type: 'UserArchived', data: { username: 'admin' } });
    expect(decideOperatorReset({ username: 'admin', passwordHash: 'h' }, archived)).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'User admin is archived' },
    });
  });

  it('generates passwords that meet the password rule', () => {
    for (let i = 0; i < 50; i++) expect(checkNewPassword(generatePassword())).toBeUndefined();
    expect(checkNewPassword('short')).toBe('New password must be at least 14 characters');
  });
});
