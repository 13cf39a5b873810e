import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

// `docker compose config` for machines without the docker CLI: the compose file parses, and what it names
// exists in the code (entry points, environment variables, volumes), and the image writes only to its volume.
const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[]; start_period?: string };
}
const compose = parse(read('infra/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const ours = Object.entries(compose.services).filter(([, service]) => service.build?.target === 'service');
/** Every variable infra/src/config/env.ts reads (env['NAME']). */
const settingsRead = new Set([...read('infra/src/config/env.ts').matchAll(/env\['([A-Z0-9_]+)'\]/g)].map((match) => match[1]));
const seconds = (text: string | undefined) => Number(/^(\d+)s$/.exec(text ?? '')?.[1] ?? 0);

describe('infra/compose.yaml', () => {
  it('runs every service of ours from an entry point that exists', () => {
    expect(ours.map(([name]) => name).sort()).toEqual(['bootstrap', 'command-service', 'export-worker', 'projector', 'query-service']);
    for (const [name, service] of ours) {
      const [runtime, entry] = service.command ?? [];
      expect({ name, runtime, exists: existsSync(join(root, entry ?? 'missing')) }).toEqual({ name, runtime: 'node', exists: true });
    }
    expect(existsSync(join(root, 'infra/Dockerfile'))).toBe(true);
  });

  it('sets only variables the code reads', () => {
    for (const [name, service] of ours) {
      const unknown = Object.keys(service.environment ?? {}).filter((key) => !settingsRead.has(key));
      expect({ name, unknown }).toEqual({ name, unknown: [] });
    }
  });

  it('gives every service DATA_DIR on a declared volume, and names only declared volumes and services', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const [source = ''] = volume.split(':');
        expect({ name, source, declared: source in compose.volumes }).toEqual({ name, source, declared: true });
      }
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(Object.keys(compose.services)).toContain(dependency);
    }
    for (const [name, service] of ours) {
      const dataDir = service.environment?.['DATA_DIR'];
      expect({ name, dataDir }).toEqual({ name, dataDir: '/data' });
      expect({ name, mounted: (service.volumes ?? []).some((volume) => volume.endsWith(`:${dataDir}`)) }).toEqual({ name, mounted: true });
    }
  });

  it('checks health on readiness with a start period above the observed 25 s start', () => {
    for (const [name, service] of ours.filter(([serviceName]) => serviceName !== 'bootstrap')) {
      const check = service.healthcheck;
      expect({ name, ready: check?.test.join(' ').includes('/api/ready') }).toEqual({ name, ready: true });
      expect(seconds(check?.start_period)).toBeGreaterThan(25);
    }
  });
});

describe('the image', () => {
  const dockerfile = read('infra/Dockerfile');
  const serviceStage = dockerfile.slice(dockerfile.indexOf('AS service'), dockerfile.indexOf('AS proxy'));

  it('runs as a non-root user that writes only to DATA_DIR, a declared volume it owns', () => {
    expect(serviceStage).toMatch(/^USER node$/m);
    expect(serviceStage).toMatch(/^ENV DATA_DIR=\/data$/m);
    expect(serviceStage).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(serviceStage).toMatch(/chown node:node \/data/);
    expect(serviceStage).not.toMatch(/chown[^\n]*\/app/);
  });

  it('is built without host modules, data or secrets', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', 'data', '**/auth-secret', '**/*.sqlite', '.git']) expect(ignored).toContain(entry);
  });
});
