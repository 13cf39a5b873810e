import type { ParameterDto } from '@ftr/contracts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const NOW = new Date('2026-11-22T10:00:00Z');

let server: TestServer;
let supervisor: string;
let adminCo: string;

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  await listCodeParts(server, ['RU-SIM-V-1H', 'RU-REA-V-1H', 'RU-CON-V-1H', 'RU-REA-V-2H', 'RU-CON-V-2H', 'RU-CHG-V-1H']);
  supervisor = (await server.login('supervisor.ba', 'BA')).token;
  adminCo = (await server.login('admin', 'CO')).token;
});
afterAll(() => server.destroy());

const { ok, read } = httpHelpers(() => server);

/** Every ruled field set, as a hand-made request might send them whatever the type. */
const everything = {
  HEADING1: 'Rules',
  PCAT_CODE: 'E2E',
  DISPLAY_PRECISION: 4,
  IN_USE_FLAG: true,
  AUDIT_FLAG: false,
  SFNC_CODE: 'SUM',
  PROCESS_TAG: 'BA.RU.PV',
  IWB_TAG: 'IWB1',
  METER_ROLLOVER_VALUE: 9999,
  CONSTANT_VALUE: 7,
  UPPER_ABS_LIMIT: 100,
  UPPER_CHK_LIMIT: 90,
  LOWER_CHK_LIMIT: 10,
  LOWER_ABS_LIMIT: 0,
};
const ruled = (p: ParameterDto) => ({
  SFNC_CODE: p.SFNC_CODE,
  PROCESS_TAG: p.PROCESS_TAG,
  IWB_TAG: p.IWB_TAG,
  METER_ROLLOVER_VALUE: p.METER_ROLLOVER_VALUE,
  CONSTANT_VALUE: p.CONSTANT_VALUE,
  UPPER_CHK_LIMIT: p.UPPER_CHK_LIMIT,
  LOWER_CHK_LIMIT: p.LOWER_CHK_LIMIT,
  DISPLAY_PRECISION: p.DISPLAY_PRECISION,
});
/** Creates `code` as REA, then PUTs every ruled field with `type`, and answers what was stored. */
const stored = async (token: string, code: string, type: 'REA' | 'SIM' | 'CON') => {
  await ok('POST', '/parameter', token, { CODE: code, HEADING1: 'Rules', PCAT_CODE: 'E2E' });
  const written = await ok('PUT', `/parameter/${code}`, token, { ...everything, PTYP_CODE: type });
  return ruled(await read<ParameterDto>(`/parameter/${code}`, token, written.position));
};

// Spec 2 §4 and §5 Enabled rules, enforced on PUT whatever the client sends.
describe('the enabled rules of the parameter form, enforced by the server', () => {
  it('keeps the function for SIM only, and the tags for REA only', async () => {
    expect(await stored(supervisor, 'RU-SIM-V-1H', 'SIM')).toEqual({
      SFNC_CODE: 'SUM',
      PROCESS_TAG: null,
      IWB_TAG: null,
      METER_ROLLOVER_VALUE: null,
      CONSTANT_VALUE: null,
      UPPER_CHK_LIMIT: 90,
      LOWER_CHK_LIMIT: 10,
      DISPLAY_PRECISION: 4,
    });
  });

  it('keeps tags and meter rollover for REA at a site, clearing function and constant', async () => {
    expect(await stored(supervisor, 'RU-REA-V-1H', 'REA')).toEqual({
      SFNC_CODE: null,
      PROCESS_TAG: 'BA.RU.PV',
      IWB_TAG: 'IWB1',
      METER_ROLLOVER_VALUE: 9999,
      CONSTANT_VALUE: null,
      UPPER_CHK_LIMIT: 90,
      LOWER_CHK_LIMIT: 10,
      DISPLAY_PRECISION: 4,
    });
  });

  it('keeps the constant for CON at a site, clearing function, tags and rollover', async () => {
    expect(await stored(supervisor, 'RU-CON-V-1H', 'CON')).toEqual({
      SFNC_CODE: null,
      PROCESS_TAG: null,
      IWB_TAG: null,
      METER_ROLLOVER_VALUE: null,
      CONSTANT_VALUE: 7,
      UPPER_CHK_LIMIT: 90,
      LOWER_CHK_LIMIT: 10,
      DISPLAY_PRECISION: 4,
    });
  });

  it('at head office: no rollover, constant or check limits, and precision 0', async () => {
    expect(await stored(adminCo, 'RU-REA-V-2H', 'REA')).toEqual({
      SFNC_CODE: null,
      PROCESS_TAG: 'BA.RU.PV',
      IWB_TAG: 'IWB1',
      METER_ROLLOVER_VALUE: null,
      CONSTANT_VALUE: null,
      UPPER_CHK_LIMIT: null,
      LOWER_CHK_LIMIT: null,
      DISPLAY_PRECISION: 0,
    });
    expect(await stored(adminCo, 'RU-CON-V-2H', 'CON')).toMatchObject({ CONSTANT_VALUE: null, DISPLAY_PRECISION: 0 });
  });

  it('clears the function when a SIM parameter becomes REA, and the constant when a CON one becomes SIM', async () => {
    await stored(supervisor, 'RU-CHG-V-1H', 'SIM');
    let written = await ok('PUT', '/parameter/RU-CHG-V-1H', supervisor, { ...everything, PTYP_CODE: 'REA' });
    expect((await read<ParameterDto>('/parameter/RU-CHG-V-1H', supervisor, written.position)).SFNC_CODE).toBeNull();
    await ok('PUT', '/parameter/RU-CHG-V-1H', supervisor, { ...everything, PTYP_CODE: 'CON' });
    written = await ok('PUT', '/parameter/RU-CHG-V-1H', supervisor, { ...everything, PTYP_CODE: 'SIM' });
    expect(await read<ParameterDto>('/parameter/RU-CHG-V-1H', supervisor, written.position)).toMatchObject({
      CONSTANT_VALUE: null,
      SFNC_CODE: 'SUM',
    });
  });
});
