import type { IntegrityReport } from '@ftr/contracts';
import { PARAMETERS_COLLECTION } from '@ftr/read-models/parameters/projection.ts';
import { CCFS_COLLECTION } from '@ftr/read-models/ccf/projection.ts';
import { PARAMETER_VALUES_COLLECTION } from '@ftr/read-models/dataValues/projection.ts';
import { OPERATIONS_COLLECTION } from '@ftr/read-models/operations/projection.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { formatReport } from '../integrityReport.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// Integrity evidence, run in CI on the demo plant: the log refolds to exactly the stored
// read models; a tampered, deleted or foreign document is reported.
let server: TestServer;
const { ok, refused, caughtUp } = httpHelpers(() => server);
let admin = '';

const verify = async () => {
  await caughtUp();
  return ok<IntegrityReport>('GET', '/integrity/verify', admin);
};

beforeAll(async () => {
  server = await startTestServer({ demoDays: 3 });
  admin = (await server.login('admin', 'CO')).token;
});
afterAll(() => server.destroy());

describe('GET /integrity/verify', () => {
  it('finds no difference on the demo plant, with counts for every read model', async () => {
    const report = await verify();
    expect(report).toMatchObject({ ok: true, totals: { missing: 0, extra: 0, different: 0 } });
    expect(report.position).toBe(String(await server.infra.eventStore.headPosition()));
    expect(report.eventsRead).toBeGreaterThan(0);
    const byName = new Map(report.collections.map((c) => [c.collection, c]));
    expect(byName.get(PARAMETERS_COLLECTION)?.checked).toBeGreaterThan(100);
    expect(byName.get(OPERATIONS_COLLECTION)?.checked).toBeGreaterThan(0);
    expect(byName.get(PARAMETER_VALUES_COLLECTION)?.checked).toBeGreaterThan(100);
    expect(byName.has(CCFS_COLLECTION)).toBe(true);
    expect(report.totals.checked).toBe(report.collections.reduce((n, c) => n + c.checked, 0));
    expect(formatReport(report)).toContain('OK, no differences');
  });

  it('reports a tampered, a deleted and a foreign document', async () => {
    const { readStore } = server.infra;
    const [victim, gone] = await readStore.find(PARAMETERS_COLLECTION, { where: { SITE: 'BA' }, limit: 2 });
    if (!victim || !gone) throw new Error('the demo plant has parameters at BA');
    await readStore.patch(PARAMETERS_COLLECTION, victim._id, { HEADING1: 'Tampered', UPPER_CHK_LIMIT: 999 });
    await readStore.delete(PARAMETERS_COLLECTION, gone._id);
    await readStore.put(OPERATIONS_COLLECTION, { _id: 'BA_FORGED', SITE: 'BA', _position: '1' });
    try {
      const report = await verify();
      expect(report.ok).toBe(false);
      expect(report.totals).toMatchObject({ missing: 1, extra: 1, different: 1 });
      const parameters = report.collections.find((c) => c.collection === PARAMETERS_COLLECTION);
      expect(parameters).toMatchObject({ missing: 1, different: 1, extra: 0 });
      expect(parameters?.examples).toEqual(
        expect.arrayContaining([
          { id: victim._id, problem: 'different', fields: ['HEADING1', 'UPPER_CHK_LIMIT'] },
          { id: gone._id, problem: 'missing', fields: [] },
        ]),
      );
      expect(report.collections.find((c) => c.collection === OPERATIONS_COLLECTION)?.examples).toEqual([
        { id: 'BA_FORGED', problem: 'extra', fields: [] },
      ]);
      expect(formatReport(report)).toContain('DIFFERENCES FOUND');
    } finally {
      await readStore.put(PARAMETERS_COLLECTION, victim);
      await readStore.put(PARAMETERS_COLLECTION, gone);
      await readStore.delete(OPERATIONS_COLLECTION, 'BA_FORGED');
    }
    expect((await verify()).ok).toBe(true);
  });

  it('reports no false difference while the server keeps writing', async () => {
    const supervisor = (await server.login('supervisor.ba', 'BA')).token;
    await listCodeParts(
      server,
      Array.from({ length: 5 }, (_, i) => `ZT-INTEG${i}-V-1H`),
    );
    const writes = Array.from({ length: 5 }, (_, i) =>
      ok('POST', '/parameter', supervisor, { CODE: `ZT-INTEG${i}-V-1H`, HEADING1: `Integrity ${i}`, PCAT_CODE: 'JUICE' }),
    );
    const [report] = await Promise.all([ok<IntegrityReport>('GET', '/integrity/verify', admin), ...writes]);
    expect(report).toMatchObject({ ok: true, totals: { missing: 0, extra: 0, different: 0 } });
  });

  it('is for administrators (USERS) only', async () => {
    const operator = (await server.login('operator.ba', 'BA')).token;
    await refused('GET', '/integrity/verify', operator, undefined, 403);
    await refused('GET', '/integrity/verify', undefined, undefined, 401);
  });
});
