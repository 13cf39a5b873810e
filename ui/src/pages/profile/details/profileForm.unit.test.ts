import { ProfileBody } from '@ftr/contracts';
import { profileBody, profileFormOf, profileUnchanged } from './profileForm.ts';

const saved = { FIRST_NAME: 'Alan', LAST_NAME: 'Dunmore', EMAIL: 'auditor.co@example.com' };

describe('profile tab (spec 3 §2)', () => {
  it('takes names and email from the user', () => {
    const user = { ...saved, USERNAME: 'auditor.co', PHONE: '' };
    expect(profileFormOf(user)).toEqual(saved);
  });

  it('sends trimmed values that the contract accepts', () => {
    const body = profileBody({ FIRST_NAME: ' Alan ', LAST_NAME: 'Dunmore', EMAIL: '' });
    expect(body).toEqual({ FIRST_NAME: 'Alan', LAST_NAME: 'Dunmore', EMAIL: '' });
    expect(ProfileBody.safeParse(body).success).toBe(true);
  });

  it('sends a cleared name empty, which the contract refuses with its message', () => {
    const parsed = ProfileBody.safeParse(profileBody({ FIRST_NAME: undefined, LAST_NAME: 'Dunmore', EMAIL: '' }));
    expect(parsed.error?.issues[0]?.message).toBe('First Name must be at least 2 characters');
  });

  it('sees no change until a field really differs', () => {
    expect(profileUnchanged(saved, { ...saved, FIRST_NAME: 'Alan ' })).toBe(true);
    expect(profileUnchanged(saved, { ...saved, FIRST_NAME: 'Alastair' })).toBe(false);
    expect(profileUnchanged(saved, { ...saved, EMAIL: '' })).toBe(false);
  });
});
