import { FLAGS } from '@ftr/contracts';
import { claimsFor } from '../../testing/claims.ts';
import { SIDEBAR_LINKS, selectedLink, visibleLinks } from './links.ts';
import { accessFor, hasPage } from '../../routing/routeTable.ts';

const everyPage = () => true;
const paths = (links: { path: string }[]) => links.map((l) => l.path);

describe('sidebar links (spec 3 §2)', () => {
  it('shows every link, with every cog, to a site user holding every flag (all pages built)', () => {
    const links = visibleLinks(claimsFor([...FLAGS]), everyPage);
    expect(paths(links)).toEqual(paths([...SIDEBAR_LINKS]));
    expect(links.filter((l) => l.cog).map((l) => l.cog?.path)).toEqual([
      '/dataentry/manage',
      '/dashboards/manage',
      '/report/manage',
      '/datagrabber/manage',
      '/ccf/settings',
    ]);
  });

  it('hides data entry, process tags, CCF and recalculate for the central office', () => {
    const links = paths(visibleLinks(claimsFor([...FLAGS], 'CO'), everyPage));
    for (const hidden of ['/dataentry', '/processtags', '/ccf', '/recalculate']) expect(links).not.toContain(hidden);
    expect(links).toEqual(expect.arrayContaining(['/dashboards', '/operations', '/users']));
  });

  it.each([
    ['/dataentry', 'VIEW_DATA_SCREENS'],
    ['/dashboards', 'VIEW_DASHBOARDS'],
    ['/live', 'LIVE_DATA'],
    ['/reports', 'REPORTS'],
    ['/datagrabber', 'DATA_GRABBER'],
    ['/summary', 'REPORTS'],
    ['/operations', 'OPERATIONS'],
    ['/constants', 'CONSTANTS'],
    ['/lookups', 'LOOKUPS'],
    ['/users', 'USERS'],
    ['/twitter', 'PRODUCTION_COMMENTS'],
    ['/processtags', 'PARAMETERS'],
    ['/ccf', 'VIEW_CCF'],
    ['/recalculate', 'RECALCULATE'],
  ] as const)('shows %s only with %s', (path, flag) => {
    expect(paths(visibleLinks(claimsFor([flag]), everyPage))).toContain(path);
    expect(paths(visibleLinks(claimsFor(FLAGS.filter((f) => f !== flag)), everyPage))).not.toContain(path);
  });

  it('shows home, parameters and notifications to any signed-in user', () => {
    expect(paths(visibleLinks(claimsFor([]), everyPage))).toEqual(['/', '/parameters', '/notifications']);
  });

  it('shows a cog only with its manage flag', () => {
    const viewer = visibleLinks(claimsFor(['VIEW_DASHBOARDS', 'VIEW_CCF']), everyPage);
    expect(viewer.every((l) => !l.cog)).toBe(true);
    const editor = visibleLinks(claimsFor(['VIEW_DASHBOARDS', 'MAINTAIN_DASHBOARDS']), everyPage);
    expect(editor.find((l) => l.path === '/dashboards')?.cog?.path).toBe('/dashboards/manage');
  });

  it('today shows only links whose pages exist: Home, Data Entry, Dashboards (and its cog), Live Data, Reports, Data Grabber, Summary, Parameters, Operations, Constants, Lookups, Users, Production Comments, Process Tags, CCF (and its settings cog), Recalculate, Notifications', () => {
    const all = visibleLinks(claimsFor([...FLAGS]));
    expect(paths(all)).toEqual([
      '/',
      '/dataentry',
      '/dashboards',
      '/live',
      '/reports',
      '/datagrabber',
      '/summary',
      '/parameters',
      '/operations',
      '/constants',
      '/lookups',
      '/users',
      '/twitter',
      '/processtags',
      '/ccf',
      '/recalculate',
      '/notifications',
    ]);
    expect(all.find((l) => l.path === '/ccf')?.cog?.path).toBe('/ccf/settings');
    expect(all.find((l) => l.path === '/dashboards')?.cog?.path).toBe('/dashboards/manage');
    expect(paths(visibleLinks(claimsFor(['VIEW_DATA_SCREENS', 'LIVE_DATA', 'VIEW_CCF'])))).toEqual([
      '/',
      '/dataentry',
      '/live',
      '/parameters',
      '/ccf',
      '/notifications',
    ]);
  });

  it('names only paths of the route table, which says what each needs and whether its page exists', () => {
    for (const link of SIDEBAR_LINKS) {
      expect([link.path, accessFor(link.path)]).not.toEqual([link.path, undefined]);
      if (link.cog) expect(accessFor(link.cog.path)).toMatch(/^MAINTAIN_/);
    }
    expect(hasPage('/dataentry/manage')).toBe(true);
    expect(hasPage('/parameters')).toBe(true);
    expect(hasPage('/reports')).toBe(true);
    expect(hasPage('/dashboards/opsum')).toBe(true);
    expect(hasPage('/dashboards/7/more')).toBe(false);
  });

  it('highlights the longest matching link', () => {
    const links = [{ path: '/' }, { path: '/ccf' }, { path: '/operations' }];
    expect(selectedLink(links, '/')).toBe('/');
    expect(selectedLink(links, '/ccf/12/X')).toBe('/ccf');
    expect(selectedLink(links, '/help')).toBe('');
  });
});
