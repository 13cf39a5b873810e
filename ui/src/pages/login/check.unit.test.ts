import { LoginBody, SITES } from '@ftr/contracts';
import { fieldError, loginErrors } from './check.ts';

/** The schema's first message for a value, or null when it passes. */
const schemaError = (field: 'username' | 'password' | 'site', value: string): string | null => {
  const result = LoginBody.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
};

describe('sign-in checks without zod', () => {
  it.each([
    ['username', ''],
    ['username', '   '],
    ['username', 'a'],
    ['username', '  operator.ba  '],
    ['username', 'x'.repeat(60)],
    ['username', ` ${'x'.repeat(60)} `],
    ['username', 'x'.repeat(61)],
    ['password', ''],
    ['password', ' '],
    ['password', 'x'.repeat(1024)],
    ['password', 'x'.repeat(1025)],
    ['site', ''],
    ['site', 'BA'],
    ['site', 'CO'],
    ['site', 'ba'],
    ['site', 'XX'],
  ] as const)('%s %j: the same verdict and message as LoginBody', (field, value) => {
    expect(fieldError(field, value, SITES)).toBe(schemaError(field, value));
  });

  it('reports every failing field of an empty form, and none of a filled one', () => {
    expect(loginErrors({ username: '', password: '', site: '' }, SITES)).toEqual({
      username: 'Username is required',
      password: 'Password is required',
      site: 'invalid site',
    });
    expect(loginErrors({ username: 'operator.ba', password: 'secret', site: 'BA' }, SITES)).toEqual({});
  });
});
