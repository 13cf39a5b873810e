import type { TokenClaims } from '@ftr/contracts';
import { memoizeSignatures } from './sessions.ts';
import type { TokenService } from './tokens.ts';

const claims = (exp: number): TokenClaims => ({
  sub: 'jsmith',
  sid: 's1',
  site: 'BA',
  longSite: 'Bardney',
  firstName: 'Jo',
  fullName: 'Jo Smith',
  flags: [],
  sites: ['BA'],
  iat: exp - 3600,
  exp,
});

/** A token service that accepts the token 'good' (until exp 1000) and counts its checks. */
const fakeTokens = () => {
  const checked: string[] = [];
  const tokens: TokenService = {
    sign: () => Promise.reject(new Error('not used')),
    verify: async (token) => {
      checked.push(token);
      return token === 'good' ? claims(1000) : null;
    },
  };
  return { tokens, checked };
};

describe('signature memo', () => {
  it('checks a token once, then only its expiry, by the clock', async () => {
    const { tokens, checked } = fakeTokens();
    let now = 999_000;
    const verify = memoizeSignatures(tokens, { clock: { now: () => new Date(now) } });
    expect(await verify('good')).toMatchObject({ sub: 'jsmith' });
    expect(await verify('good')).toMatchObject({ sub: 'jsmith' });
    expect(checked).toEqual(['good']);
    now = 1_000_000; // exp is the current second: expired, as jose has it
    expect(await verify('good')).toBeNull();
  });

  it('never remembers a refused token', async () => {
    const { tokens, checked } = fakeTokens();
    const verify = memoizeSignatures(tokens, { clock: { now: () => new Date(0) } });
    expect(await verify('forged')).toBeNull();
    expect(await verify('forged')).toBeNull();
    expect(checked).toEqual(['forged', 'forged']);
  });

  it('checks every time without a clock, and forgets the earliest token past maxTokens', async () => {
    const { tokens, checked } = fakeTokens();
    await memoizeSignatures(tokens, {})('good');
    await memoizeSignatures(tokens, {})('good');
    expect(checked).toHaveLength(2);
    checked.length = 0;
    const verify = memoizeSignatures(
      { ...tokens, verify: async (token) => (checked.push(token), claims(1000)) },
      { clock: { now: () => new Date(0) }, maxTokens: 1 },
    );
    await verify('a');
    await verify('b');
    await verify('a');
    expect(checked).toEqual(['a', 'b', 'a']);
  });
});
