import type { DashboardDto, DataScreenDto, PlaylistDto } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';

let server: TestServer;
const t = { managerBa: '', managerWi: '', supervisorBa: '', auditorBa: '' };
const { ok, read, refused, caughtUp } = httpHelpers(() => server);
const ids = { juice: 0, juiceWi: 0, live: 0, entry: 0 };

beforeAll(async () => {
  server = await startTestServer({ now: new Date('2026-11-25T10:30:00Z') });
  t.managerBa = (await server.login('manager.co', 'BA')).token;
  t.managerWi = (await server.login('manager.co', 'WI')).token;
  t.supervisorBa = (await server.login('supervisor.ba', 'BA')).token;
  t.auditorBa = (await server.login('auditor.co', 'BA')).token;
  await caughtUp();
  const named = (list: DashboardDto[]) => list.find((d) => d.DESCRIPTION === 'Juice Station')?.ID ?? 0;
  ids.juice = named(await read<DashboardDto[]>('/dashboards/BA', t.managerBa));
  ids.juiceWi = named(await read<DashboardDto[]>('/dashboards/WI', t.managerWi));
  ids.live = (await read<DataScreenDto[]>('/data-screens?AREA=V', t.supervisorBa))[0]?.ID ?? 0;
  ids.entry = (await read<DataScreenDto[]>('/data-screens?AREA=A', t.supervisorBa))[0]?.ID ?? 0;
});
afterAll(() => server.destroy());

describe('playlists', () => {
  it('the demo has the Bardney control room playlist: two dashboards and the hourly wallboard', async () => {
    const [demo] = (await read<PlaylistDto[]>('/dashboard-playlists', t.auditorBa)).filter((p) => p.NAME === 'Bardney Control Room');
    expect(demo?.ITEMS.map((i) => i.kind)).toEqual(['dashboard', 'wallboard', 'dashboard']);
    expect(demo?.ITEMS[0]?.ref).toBe(ids.juice);
  });

  it('adds, lists, changes and archives a playlist of a dashboard and a wallboard of the site', async () => {
    const items = [
      { kind: 'dashboard', ref: ids.juice, seconds: 30 },
      { kind: 'wallboard', ref: ids.live, seconds: 20 },
    ];
    const created = await ok<{ message: string; ID: number }>('POST', '/dashboard-playlist', t.managerBa, { name: 'Control room', items });
    expect(created.message).toBe('Playlist Saved');
    await caughtUp();
    expect(await read<PlaylistDto>(`/dashboard-playlist/${created.ID}`, t.auditorBa)).toMatchObject({
      SITE: 'BA',
      NAME: 'Control room',
      ITEMS: items,
    });
    expect((await read<PlaylistDto[]>('/dashboard-playlists', t.auditorBa)).map((p) => p.ID)).toContain(created.ID);
    expect(await read<PlaylistDto[]>('/dashboard-playlists', t.managerWi)).not.toContainEqual(expect.objectContaining({ ID: created.ID }));
    await ok('PUT', `/dashboard-playlist/${created.ID}`, t.managerBa, { name: 'Control room 2', items: items.slice(1) });
    await caughtUp();
    expect((await read<PlaylistDto>(`/dashboard-playlist/${created.ID}`, t.auditorBa)).ITEMS).toHaveLength(1);
    await refused('GET', `/dashboard-playlist/${created.ID}`, t.managerWi, undefined, 403);
    await refused('PUT', `/dashboard-playlist/${created.ID}`, t.managerWi, { name: 'x', items }, 403);
    expect((await ok('DELETE', `/dashboard-playlist/${created.ID}`, t.managerBa)).message).toBe('Playlist Archived');
    await caughtUp();
    await refused('GET', `/dashboard-playlist/${created.ID}`, t.auditorBa, undefined, 404);
    await refused('DELETE', `/dashboard-playlist/${created.ID}`, t.managerBa, undefined, 404);
  });

  it('refuses the wrong flag, items of another site or not live-data screens, and bad input, writing nothing', async () => {
    const item = { kind: 'dashboard', ref: ids.juice, seconds: 30 };
    await refused('POST', '/dashboard-playlist', t.supervisorBa, { name: 'No flag', items: [item] }, 403);
    const other = { ...item, ref: ids.juiceWi };
    await refused(
      'POST',
      '/dashboard-playlist',
      t.managerBa,
      { name: 'Other site', items: [other] },
      400,
      `Dashboard ${ids.juiceWi} is not a dashboard of this site`,
    );
    const entry = { kind: 'wallboard', ref: ids.entry, seconds: 30 };
    await refused(
      'POST',
      '/dashboard-playlist',
      t.managerBa,
      { name: 'Entry', items: [entry] },
      400,
      `Screen ${ids.entry} is not a live-data screen of this site`,
    );
    await refused('POST', '/dashboard-playlist', t.managerBa, { name: 'Fast', items: [{ ...item, seconds: 1 }] }, 400);
    await refused('POST', '/dashboard-playlist', t.managerBa, { name: 'Empty', items: [] }, 400);
    await refused('POST', '/dashboard-playlist', t.managerBa, { name: ' ', items: [item] }, 400);
  });
});
