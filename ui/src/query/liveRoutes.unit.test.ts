import { NOTIFICATION_INBOXES_COLLECTION, NOTIFICATIONS_COLLECTION, routes } from '@ftr/contracts';
import { READ_MODELS } from '@ftr/contracts';
import { LIVE_ROUTE_NAMES, staleRoutes } from './liveRoutes.ts';

describe('reads made stale by change notices', () => {
  it('names only GET routes of the contract', () => {
    for (const name of LIVE_ROUTE_NAMES) {
      expect(Object.hasOwn(routes, name) && routes[name as keyof typeof routes].method).toBe('GET');
    }
  });

  it('maps a collection to the routes that read it, each once', () => {
    expect(staleRoutes([NOTIFICATIONS_COLLECTION, NOTIFICATION_INBOXES_COLLECTION])).toEqual(['listNotifications']);
    expect(staleRoutes([READ_MODELS.ccfs])).toEqual(expect.arrayContaining(['listCcfs', 'ccfSummary', 'getCcf', 'ccfComments']));
  });

  it('is what the routes say they read', () => {
    const reading = Object.entries(routes).filter(([, route]) => 'reads' in route);
    expect(reading.length).toBeGreaterThan(60);
    for (const [name, route] of reading) {
      for (const model of (route as { reads: readonly string[] }).reads) expect(staleRoutes([model])).toContain(name);
    }
    expect(staleRoutes([READ_MODELS.ccfTypes])).toEqual(['listCcfTypes', 'listCcfAnalyses']);
  });

  it('ignores collections no page reads', () => {
    expect(staleRoutes(['dataValues'])).toEqual([]);
  });
});
