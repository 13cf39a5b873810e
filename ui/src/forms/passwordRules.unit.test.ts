import { MESSAGES } from '@ftr/contracts';
import { repeatError, REPEAT_REQUIRED } from './passwordRules.ts';

describe('repeated password (spec 3 §5)', () => {
  it('asks for the repeat when it is empty', () => {
    expect(repeatError(undefined, 'Fresh-Password-2027', MESSAGES.passwordsDontMatch)).toBe(REPEAT_REQUIRED);
    expect(repeatError('', 'Fresh-Password-2027', MESSAGES.passwordsDontMatch)).toBe(REPEAT_REQUIRED);
  });

  it('names the mismatch with the message of the screen', () => {
    expect(repeatError('Fresh-Password-2028', 'Fresh-Password-2027', MESSAGES.passwordsDontMatch)).toBe("Passwords don't match");
    expect(repeatError('fresh-password-2027', 'Fresh-Password-2027', MESSAGES.passwordsMustMatch)).toBe('Passwords must match');
  });

  it('accepts an exact repeat', () => {
    expect(repeatError('Fresh-Password-2027', 'Fresh-Password-2027', MESSAGES.passwordsMustMatch)).toBeNull();
  });
});
