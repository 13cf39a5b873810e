import { DATA_VIEW_FLAGS, FLAGS } from '@ftr/contracts';
import { claimsFor } from '../testing/claims.ts';
import { accessFor, guardOutcome, hasPage, matchesPattern, ROUTE_TABLE, ruleFor } from './routeTable.ts';

describe('route table (spec 3 §2)', () => {
  it.each([
    ['/login', 'public'],
    ['/reset', 'public'],
    ['/Reset', 'public'],
    ['/reset/abc-123', 'public'],
    ['/register', 'public'],
    ['/privacy', 'public'],
    ['/app-help', 'public'],
    ['/app-help/live', 'public'],
    ['/not-found', 'public'],
    ['/dataentry/manage', 'MAINTAIN_DATA_SCREENS'],
    ['/dataentry/manage/new', 'MAINTAIN_DATA_SCREENS'],
    ['/dataentry/manage/42', 'MAINTAIN_DATA_SCREENS'],
    ['/dataentry', 'VIEW_DATA_SCREENS'],
    ['/dataentry/12/BC2026/HLY/2026-11-22/NOW', 'VIEW_DATA_SCREENS'],
    ['/dashboards/manage', 'MAINTAIN_DASHBOARDS'],
    ['/dashboards/manage/7', 'MAINTAIN_DASHBOARDS'],
    ['/dashboards', 'VIEW_DASHBOARDS'],
    ['/dashboards/opsum', 'VIEW_DASHBOARDS'],
    ['/report/manage', 'MAINTAIN_REPORTS'],
    ['/report/manage/3', 'MAINTAIN_REPORTS'],
    ['/reports', 'REPORTS'],
    ['/datagrabber', 'DATA_GRABBER'],
    ['/datagrabber/manage', 'MAINTAIN_GRABBERS'],
    ['/datagrabber/manage/9', 'MAINTAIN_GRABBERS'],
    ['/summary', 'REPORTS'],
    ['/parameters', 'authenticated'],
    ['/parameters/new', 'PARAMETERS'],
    ['/parameters/DY-NO-V-0T', 'PARAMETERS'],
    ['/parameter/BA/DY-NO-V-0T', DATA_VIEW_FLAGS],
    ['/operations', 'OPERATIONS'],
    ['/constants', 'CONSTANTS'],
    ['/lookups', 'LOOKUPS'],
    ['/users', 'USERS'],
    ['/users/new', 'USERS'],
    ['/recalculate', 'RECALCULATE'],
    ['/processtags', 'PARAMETERS'],
    ['/twitter', 'PRODUCTION_COMMENTS'],
    ['/ccf', 'VIEW_CCF'],
    ['/ccf/12/DY-NO-V-0T', 'VIEW_CCF'],
    ['/ccf/settings', 'MAINTAIN_CCF'],
    ['/logout', 'authenticated'],
    ['/profile', 'authenticated'],
    ['/profile/subscriptions', 'authenticated'],
    ['/notifications', 'authenticated'],
    ['/live', 'LIVE_DATA'],
    ['/live/wallboard/BA/12', 'LIVE_DATA'],
    ['/', 'authenticated'],
    ['/help', 'authenticated'],
    ['/help/functions', 'authenticated'],
    ['/operations/', 'OPERATIONS'],
  ])('%s needs %s', (path, access) => {
    expect(accessFor(path)).toBe(access);
  });

  it.each(['/nowhere', '/operations/extra', '/users/1/2', '/ccf/12', '/reports/x', '/loginx'])(
    '%s is not a page of the product',
    (path) => {
      expect(accessFor(path)).toBeUndefined();
    },
  );

  it('matches patterns by segment', () => {
    expect(matchesPattern('/a/:id', '/a/1')).toBe(true);
    expect(matchesPattern('/a/:id', '/a')).toBe(false);
    expect(matchesPattern('/a/*', '/a')).toBe(true);
    expect(matchesPattern('/a/*', '/a/b/c')).toBe(true);
    expect(matchesPattern('/a/*', '/ab')).toBe(false);
    expect(matchesPattern('/a/:topic?', '/a')).toBe(true);
    expect(matchesPattern('/a/:topic?', '/a/b')).toBe(true);
    expect(matchesPattern('/a/:topic?', '/a/b/c')).toBe(false);
  });

  it('drives the router: guards, bare pages, child pages and the sidebar-less pages', () => {
    expect(ruleFor('/logout')?.guard).toBe('none');
    expect(['/login', '/register', '/reset'].map((path) => ruleFor(path)?.guard)).toEqual(['public-only', 'public-only', 'public-only']);
    expect(ruleFor('/live/wallboard/BA/12')?.bare).toBe(true);
    expect(ruleFor('/profile/favourites')?.pattern).toBe('/profile');
    expect(ruleFor('/reset/abc')?.noSidebar).toBe(true);
    expect(hasPage('/ccf/settings')).toBe(true);
    expect(hasPage('/dashboards')).toBe(true);
    expect(hasPage('/dashboards/7/more')).toBe(false);
  });

  it('has one rule per pattern', () => {
    const patterns = ROUTE_TABLE.map((rule) => rule.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('guard outcome', () => {
  const operator = claimsFor(['VIEW_DATA_SCREENS', 'LIVE_DATA']);

  it('sends anonymous users to /login from any guarded page, and lets them see public pages', () => {
    expect(guardOutcome('authenticated', null)).toBe('login');
    expect(guardOutcome('OPERATIONS', null)).toBe('login');
    expect(guardOutcome('public', null)).toBe('allow');
  });

  it('sends a signed-in user lacking the flag to /', () => {
    expect(guardOutcome(accessFor('/operations'), operator)).toBe('home');
    expect(guardOutcome(accessFor('/dataentry/manage'), operator)).toBe('home');
  });

  it('lets any one of several flags open the parameter data view', () => {
    expect(guardOutcome(accessFor('/parameter/BA/X-Y-V-1H'), operator)).toBe('allow');
    expect(guardOutcome(accessFor('/parameter/BA/X-Y-V-1H'), claimsFor(['HISTORIC_DATA']))).toBe('allow');
    expect(guardOutcome(accessFor('/parameter/BA/X-Y-V-1H'), claimsFor(['REPORTS']))).toBe('home');
  });

  it('lets a user holding the flag in, and any signed-in user onto authenticated pages', () => {
    expect(guardOutcome(accessFor('/dataentry/1/BC/HLY/2026-11-22/NOW'), operator)).toBe('allow');
    expect(guardOutcome(accessFor('/'), claimsFor([]))).toBe('allow');
    expect(guardOutcome(accessFor('/privacy'), operator)).toBe('allow');
  });

  it('sends unknown paths to /not-found', () => {
    expect(guardOutcome(accessFor('/nowhere'), operator)).toBe('not-found');
  });

  it('lets a user holding every flag into every page of the table', () => {
    const admin = claimsFor([...FLAGS]);
    for (const path of ['/users', '/ccf/settings', '/recalculate', '/datagrabber/manage/1', '/twitter']) {
      expect(guardOutcome(accessFor(path), admin)).toBe('allow');
    }
  });

  it('draws only the sign-in page in the plain frame (no antd), public and without the shell', () => {
    const plain = ROUTE_TABLE.filter((rule) => rule.plain);
    expect(plain.map((rule) => rule.pattern)).toEqual(['/login']);
    expect(plain.every((rule) => rule.access === 'public' && rule.noSidebar && !rule.bare)).toBe(true);
  });
});
