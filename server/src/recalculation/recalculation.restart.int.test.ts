import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeRecordInput } from '@ftr/contracts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { PARAMETER_VALUES_COLLECTION, parameterValueDocId, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import { startEmbedded, type EmbeddedServer } from '../app.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const A = 'ZQ-A-V-1H';
const S = 'ZQ-S-V-1H';

let first: TestServer;
let second: EmbeddedServer | undefined;
const { ok, caughtUp } = httpHelpers(() => first);
afterAll(async () => {
  await second?.close();
  rmSync(first.dataDir, { recursive: true, force: true });
});

describe('recalculation across a restart', () => {
  it('runs, on the next start, a request appended while the job runner was down', async () => {
    first = await startTestServer({ now: NOW });
    const token = (await first.login('supervisor.ba', 'BA')).token;
    await listCodeParts(first, [A, S]);
    await ok('POST', '/parameter', token, { CODE: A, HEADING1: 'A', PCAT_CODE: 'JUICE' });
    await ok('POST', '/parameter', token, { CODE: S, HEADING1: 'S', PCAT_CODE: 'JUICE', PTYP_CODE: 'SIM', SFNC_CODE: 'SUM' });
    await ok('POST', `/dependencies/${S}`, token, { DEPENDENT: A, SEQUENCE: 1 });
    await caughtUp();
    await first.recalculation.stop();
    const record: ChangeRecordInput = {
      TYPE: 'Insert',
      CODE: A,
      FTR_DATE: TODAY,
      FTR_HOUR: 1,
      OPERATION: 'BC2026',
      AUDIT: false,
      VALUE: 42,
      ORIGINAL_VALUE: null,
      VALID: true,
    };
    await ok('POST', '/data', token, { submissionId: randomUUID(), data: [record] });
    const { position } = await ok('POST', `/data/recalculate/BC2026?from=${TODAY}`, token);
    await first.close();

    second = await startEmbedded({
      settings: {
        ...readSettings({}),
        dataDir: first.dataDir,
        port: 0,
        host: '127.0.0.1',
        adminPassword: ADMIN_PASSWORD,
        demo: true,
        demoPassword: DEMO_PASSWORD,
      },
      uiDist: join(first.dataDir, 'no-ui'),
      logger: false,
      clock: { now: () => NOW },
    });
    expect(await second.recalculation.reactor.waitFor(BigInt(position), 20_000)).toBe(true);
    expect(await second.projector.waitFor((await second.infra.eventStore.headPosition()) ?? 0n, 5_000)).toBe(true);
    const doc = await second.infra.readStore.get<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, parameterValueDocId('BA', S, TODAY));
    expect(doc?.HOURS['1']).toMatchObject({ value: 42, source: 'RECALCULATION' });
  }, 60_000);
});
