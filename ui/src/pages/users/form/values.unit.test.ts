import { FLAGS, flagRow, siteAccessRow, SITE_ACCESS_KEYS, type UserDto } from '@ftr/contracts';
import { checkForm, createBody, newUserValues, updateBody, valuesOf } from './values.ts';

const supervisor: UserDto = {
  USERNAME: 'bbarker',
  FIRST_NAME: 'Beth',
  LAST_NAME: 'Barker',
  FULL_NAME: 'Beth Barker',
  EMAIL: 'beth@example.com',
  PHONE: '01632 960101',
  READ_ACCESS: 4,
  WRITE_ACCESS: 3,
  ...siteAccessRow(['BA']),
  ...flagRow(['OPERATIONS', 'VIEW_CCF']),
  ACTIVE: true,
  LAST_UPDATED_BY: 'admin',
  LAST_UPDATED_DTS: '2026-01-10T09:00:00.000Z',
};

describe('user form values (spec 3 §5)', () => {
  it('starts a new user with the creator’s current site ticked, no permission, lowest levels', () => {
    const values = newUserValues('WI');
    expect(values).toMatchObject({
      FIRST_NAME: '',
      EMAIL: '',
      READ_ACCESS: 0,
      WRITE_ACCESS: 0,
      ACCESS_WI: true,
      ACCESS_BA: false,
      ACCESS_CO: false,
    });
    expect(FLAGS.every((flag) => !values[flag])).toBe(true);
  });

  it('creates with only names, email, phone, access levels and site flags', () => {
    const body = createBody({ ...valuesOf(supervisor), USERS: true });
    expect(Object.keys(body).sort()).toEqual(
      ['EMAIL', 'FIRST_NAME', 'LAST_NAME', 'PHONE', 'READ_ACCESS', 'WRITE_ACCESS', ...SITE_ACCESS_KEYS].sort(),
    );
    expect(body).toMatchObject({ FIRST_NAME: 'Beth', READ_ACCESS: 4, WRITE_ACCESS: 3, ACCESS_BA: true, ACCESS_WI: false });
  });

  it('updates with the full user, every flag included', () => {
    const body = updateBody('bbarker', { ...valuesOf(supervisor), LAST_NAME: 'Barker-Smith', USERS: true });
    expect(body).toMatchObject({ USERNAME: 'bbarker', LAST_NAME: 'Barker-Smith', USERS: true, OPERATIONS: true, CONSTANTS: false });
    expect(FLAGS.every((flag) => typeof body[flag] === 'boolean')).toBe(true);
  });

  it.each([
    ['a one-letter first name', { FIRST_NAME: 'B' }],
    ['a blank last name', { LAST_NAME: '  ' }],
    ['a bad email', { EMAIL: 'beth@' }],
    ['a bad phone', { PHONE: '+44 1632' }],
    ['an access level of 6', { READ_ACCESS: 6 }],
  ])('is invalid with %s, in both modes', (_what, change) => {
    expect(checkForm('create', { ...valuesOf(supervisor), ...change }).valid).toBe(false);
    expect(checkForm('update', { ...valuesOf(supervisor), ...change }).valid).toBe(false);
  });

  it('accepts an empty email and phone, and an email without a top-level domain', () => {
    expect(checkForm('create', { ...valuesOf(supervisor), EMAIL: '', PHONE: '' })).toEqual({ valid: true, siteMessage: null });
    expect(checkForm('update', { ...valuesOf(supervisor), EMAIL: 'beth@plant' }).valid).toBe(true);
  });

  it('needs at least one site, with the contract’s message for the site boxes', () => {
    expect(checkForm('create', { ...valuesOf(supervisor), ACCESS_BA: false })).toEqual({
      valid: false,
      siteMessage: 'Tick at least one site',
    });
    expect(checkForm('update', { ...valuesOf(supervisor), ACCESS_BA: false }).siteMessage).toBe('Tick at least one site');
  });
});
