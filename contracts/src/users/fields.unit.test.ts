import { ChangePasswordBody, NewPassword, ResetPasswordBody, passwordClassCount } from './passwords.ts';
import { EmailAddress, FirstName, LastName, OptionalEmail, Phone, ReadAccess, sitesOf } from './fields.ts';
import { CreateUserBody, UpdateUserBody } from './schemas.ts';
import { RegisterBody, tokenNeedsRefresh } from '../auth/schemas.ts';
import { FLAGS } from '../permissions.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('user form rules (spec 3 §5)', () => {
  it('needs names of at least 2 characters, trimmed', () => {
    expect(firstMessage(FirstName.safeParse(' J '))).toBe('First Name must be at least 2 characters');
    expect(firstMessage(LastName.safeParse('S'))).toBe('Last Name must be at least 2 characters');
    expect(FirstName.parse('  Jo ')).toBe('Jo');
  });

  it('accepts an email without a top-level domain, or none at all', () => {
    expect(OptionalEmail.parse('')).toBe('');
    expect(OptionalEmail.parse(undefined)).toBe('');
    expect(OptionalEmail.parse(' jo@plant ')).toBe('jo@plant');
    expect(OptionalEmail.parse("o'brien+ftr@bardney.example.com")).toBe("o'brien+ftr@bardney.example.com");
    for (const bad of ['jo', 'jo@', '@plant', 'jo smith@plant', 'jo@plant..com']) {
      expect(firstMessage(OptionalEmail.safeParse(bad))).toBe('Email must be a valid email address');
    }
    expect(EmailAddress.safeParse('').success).toBe(false);
  });

  it('wants a phone to start with 7 to 11 digits or spaces, trimmed, or be empty', () => {
    for (const ok of ['', '  ', '0163296', '01632 960000', '01632960000 ext 12', ' 01632 960 000 '])
      expect(Phone.safeParse(ok).success).toBe(true);
    for (const bad of ['012345', '+44 1632 960000', '(01632) 960000', 'call me']) {
      expect(firstMessage(Phone.safeParse(bad))).toBe('Phone must start with 7 to 11 digits or spaces');
    }
  });

  it('takes access levels 0 to 5', () => {
    expect([0, 5].map((v) => ReadAccess.safeParse(v).success)).toEqual([true, true]);
    expect(firstMessage(ReadAccess.safeParse(6))).toBe('Read Access must be from 0 to 5');
    expect(ReadAccess.safeParse(2.5).success).toBe(false);
    expect(ReadAccess.safeParse('3').success).toBe(false);
  });

  const create = {
    FIRST_NAME: 'Jo',
    LAST_NAME: 'Smith',
    EMAIL: '',
    READ_ACCESS: 1,
    WRITE_ACCESS: 0,
    ACCESS_BA: true,
    ACCESS_BU: false,
    ACCESS_CA: false,
    ACCESS_NE: false,
    ACCESS_WI: false,
    ACCESS_CO: false,
  };

  it('requires every site flag as a boolean and at least one site', () => {
    expect(sitesOf(CreateUserBody.parse(create))).toEqual(['BA']);
    const { ACCESS_CO: _co, ...missing } = create;
    expect(firstMessage(CreateUserBody.safeParse(missing))).toBe('ACCESS_CO must be true or false');
    expect(firstMessage(CreateUserBody.safeParse({ ...create, ACCESS_BA: false }))).toBe('Tick at least one site');
  });

  it('takes each permission flag on update as optional (left out: kept as stored), and ignores the read-only DTO fields', () => {
    const flags = Object.fromEntries(FLAGS.map((flag) => [flag, flag === 'VIEW_DATA_SCREENS' || flag === 'OPERATIONS']));
    const parsed = UpdateUserBody.parse({ ...create, ...flags, FULL_NAME: 'x', ACTIVE: false, LAST_UPDATED_BY: 'y' });
    expect(FLAGS.filter((flag) => parsed[flag] === true)).toEqual(['VIEW_DATA_SCREENS', 'OPERATIONS']);
    expect(parsed).not.toHaveProperty('ACTIVE');
    const { PUSH_TAG_READINGS: _p, ...spec } = flags;
    expect(UpdateUserBody.parse({ ...create, ...spec })).not.toHaveProperty('PUSH_TAG_READINGS');
    expect(firstMessage(UpdateUserBody.safeParse({ ...create, ...flags, MAINTAIN_CCF: 'yes' }))).toBe('MAINTAIN_CCF must be true or false');
  });
});

describe('password rules (spec 3 §5, §9)', () => {
  it('needs 14 characters mixing 3 of lowercase, uppercase, numbers, symbols', () => {
    expect(firstMessage(NewPassword.safeParse('Short-1a'))).toBe('New password must be at least 14 characters');
    expect(firstMessage(NewPassword.safeParse('alllowercaseletters'))).toBe(
      'New password must mix 3 of: lowercase letters, uppercase letters, numbers, symbols',
    );
    expect(NewPassword.safeParse('lowercase and 123').success).toBe(true); // lower, digits, symbol (space)
    expect(NewPassword.safeParse('Sugar-Beet-2026!').success).toBe(true);
    expect(passwordClassCount('aA1!')).toBe(4);
  });

  it("says 'Passwords don't match' on a change and 'Passwords must match' on a reset", () => {
    const good = 'Sugar-Beet-2027!';
    expect(firstMessage(ChangePasswordBody.safeParse({ oldPassword: 'x', newPassword: good, newPassword2: `${good}x` }))).toBe(
      "Passwords don't match",
    );
    expect(firstMessage(ResetPasswordBody.safeParse({ newPassword: good, newPassword2: 'other' }))).toBe('Passwords must match');
    expect(ResetPasswordBody.safeParse({ newPassword: good, newPassword2: good }).success).toBe(true);
    expect(ResetPasswordBody.safeParse({ newPassword: good }).success).toBe(true); // spec 3 §7: the call sends {newPassword}
    expect(firstMessage(ResetPasswordBody.safeParse({ newPassword: 'short' }))).toBe('New password must be at least 14 characters');
    expect(firstMessage(ChangePasswordBody.safeParse({ oldPassword: '', newPassword: good, newPassword2: good }))).toBe(
      'Old password is required',
    );
  });
});

describe('registration and session helpers', () => {
  it('defaults the requested permissions to none', () => {
    expect(RegisterBody.parse({ firstName: 'Jo', lastName: 'Smith', email: 'jo@example.com', site: 'BA' }).permissions).toEqual({
      liveData: false,
      viewGrabbers: false,
    });
  });

  it('renews a token once half of its life has passed', () => {
    const claims = { iat: 1_000, exp: 3_000 };
    expect(tokenNeedsRefresh(claims, new Date(1_999_000))).toBe(false);
    expect(tokenNeedsRefresh(claims, new Date(2_000_000))).toBe(true);
  });
});
