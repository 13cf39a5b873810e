import { TokenClaims } from '@ftr/contracts';
import { decodeClaims, liveClaims } from './token.ts';

const CLAIMS = {
  sub: 'operator.ba',
  sid: 'session-1',
  site: 'BA',
  longSite: 'Bardney',
  firstName: 'Olive',
  fullName: 'Olive Operator',
  flags: ['VIEW_DATA_SCREENS', 'LIVE_DATA'],
  sites: ['BA', 'CO'],
  exp: 2_000_000_000,
  iat: 1_999_990_000,
};

const base64Url = (text: string) => Buffer.from(text).toString('base64url');
const tokenOf = (payload: unknown) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.signature`;

describe('decodeClaims (zod/mini) agrees with the contract', () => {
  it.each([
    ['valid claims', CLAIMS],
    ['an extra claim (dropped)', { ...CLAIMS, extra: 1 }],
    ['a missing sid', { ...CLAIMS, sid: undefined }],
    ['an unknown site', { ...CLAIMS, site: 'XX' }],
    ['an unknown flag', { ...CLAIMS, flags: ['NOT_A_FLAG'] }],
    ['a site list with an unknown site', { ...CLAIMS, sites: ['BA', 'ZZ'] }],
    ['a fractional exp', { ...CLAIMS, exp: 2_000_000_000.5 }],
    ['a string iat', { ...CLAIMS, iat: '1999990000' }],
    ['a null payload', null],
    ['an array payload', [CLAIMS]],
  ])('%s', (_what, payload) => {
    const contract = TokenClaims.safeParse(payload);
    expect(decodeClaims(tokenOf(payload))).toEqual(contract.success ? contract.data : null);
  });

  it('reads no claims from a token that is not a JWT', () => {
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims('a.%%%.c')).toBeNull();
  });

  it('treats an expired token as signed out', () => {
    expect(liveClaims(tokenOf(CLAIMS), new Date(1_999_999_999_000))).toEqual(CLAIMS);
    expect(liveClaims(tokenOf(CLAIMS), new Date(2_000_000_000_000))).toBeNull();
  });
});
