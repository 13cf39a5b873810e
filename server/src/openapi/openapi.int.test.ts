import { join } from 'node:path';
import { API_ROOT } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';

// The OpenAPI document passes `redocly lint` with the recommended rules (and the few
// exceptions in the committed redocly.yaml, docs/openapi.md): no errors and no warnings. No network.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.destroy());

/** The document as served at /api/docs/json (the Swagger UI reads it there). */
const openApiDocument = async (): Promise<unknown> => {
  const response = await server.app.inject({ method: 'GET', url: `${API_ROOT}/docs/json` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const lintOpenApi = async (document: unknown) => {
  const { lintFromString, loadConfig } = await import('@redocly/openapi-core');
  const root = join(import.meta.dirname, '..', '..', '..');
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const problems = await lintFromString({ source: JSON.stringify(document, null, 2), absoluteRef: join(root, 'openapi.json'), config });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
};

describe('OpenAPI document', () => {
  it('passes the recommended lint rules with no error and no warning', async () => {
    const problems = await lintOpenApi(await openApiDocument());
    expect(problems).toEqual([]);
  });

  it('documents the error answers the server gives: plain-text messages', async () => {
    const document = (await openApiDocument()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const trail = document.paths[`${API_ROOT}/audit-trail/{site}/{code}`]!['get']!.responses;
    expect(Object.keys(trail)).toEqual(['200', '400', '401', '403', '404']);
    expect(Object.keys(trail['401']!.content!)).toEqual(['text/plain']);
    expect(Object.keys(document.paths[`${API_ROOT}/auth`]!['post']!.responses)).toEqual(['200', '400', '401', '429']);
    const refused = await server.app.inject({ method: 'GET', url: `${API_ROOT}/audit-trail/BA/X?from=2026-01-01&to=2026-01-02` });
    expect([refused.statusCode, refused.headers['content-type'], refused.body]).toEqual([
      401,
      'text/plain; charset=utf-8',
      'Please sign in',
    ]);
  });
});
