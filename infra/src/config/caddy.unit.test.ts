import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_ROOT, routes, type RouteDef } from '@ftr/contracts';

// The reverse proxy sends POST, PUT, PATCH and DELETE to the command service unless its @exports matcher
// names the path: a read sent as POST that it misses answers 404 behind the proxy (the command service has
// no such route), which no embedded test can see.
const caddyfile = readFileSync(resolve(import.meta.dirname, '../../Caddyfile'), 'utf8');
const block = /@exports\s*\{([^}]*)\}/.exec(caddyfile)?.[1] ?? '';
const patterns = /^\s*path\s+(.+)$/m.exec(block)?.[1]?.trim().split(/\s+/) ?? [];
const methods = /^\s*method\s+(.+)$/m.exec(block)?.[1]?.trim().split(/\s+/) ?? [];

/** Caddy's path matcher: exact, or a prefix when the pattern ends in `*`. */
const matches = (path: string) => patterns.some((p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : path === p));
const sample = (route: RouteDef) => API_ROOT + route.path.replace(/:(\w+)/g, 'x1');
const table = Object.entries(routes) as [string, RouteDef][];

describe('infra/Caddyfile', () => {
  it('sends every query route that is not a GET to the query service', () => {
    const queryWrites = table.filter(([, r]) => r.service === 'query' && r.method !== 'GET');
    expect(queryWrites.length).toBeGreaterThan(0);
    const missed = queryWrites.filter(([, r]) => !methods.includes(r.method) || !matches(sample(r))).map(([name]) => name);
    expect(missed).toEqual([]);
  });

  it('sends no command route there', () => {
    const taken = table.filter(([, r]) => r.service === 'command' && methods.includes(r.method) && matches(sample(r)));
    expect(taken.map(([name]) => name)).toEqual([]);
  });
});
