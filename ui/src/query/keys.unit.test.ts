import { queryKey, routeOf } from './keys.ts';

describe('query keys', () => {
  it('start with the route name, then its params and query', () => {
    const key = queryKey('listCcfs', { query: { closed: true, site: 'BA' } });
    expect(key).toEqual(['listCcfs', { query: { closed: true, site: 'BA' } }]);
    expect(routeOf(key)).toBe('listCcfs');
  });

  it('name no route for a key that is not a route read', () => {
    expect(routeOf([])).toBeUndefined();
    expect(routeOf([42])).toBeUndefined();
  });
});
