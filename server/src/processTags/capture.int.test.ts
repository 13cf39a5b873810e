import { randomUUID } from 'node:crypto';
import type { CaptureConflictDto, OperationDto, TagReadingDto, WeighbridgeReadingDto } from '@ftr/contracts';
import { AUDIT_COLLECTION, type AuditEntryDoc } from '@ftr/read-models/audit/projection.ts';
import { PARAMETER_VALUES_COLLECTION, parameterValueDocId, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';

/** 12:30 GMT on 26 Nov is in factory day 27 Nov, hour 6; hour 5 (11:00–12:00) has ended. */
const NOW = new Date('2026-11-26T12:30:00Z');
const DATE = '2026-11-27';
const HOUR = 5;
let server: TestServer;
const { ok, read, call } = httpHelpers(() => server);
const t = { historian: '', supervisor: '' };
let operation = '';

const push = (readings: { tag: string; timestamp: string; value: number }[]) =>
  ok('POST', '/process-tags/readings', t.historian, { source: 'PHD', readings });
const cell = async (code: string) => {
  await server.settle();
  const doc = await server.infra.readStore.get<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, parameterValueDocId('BA', code, DATE));
  return doc?.HOURS[String(HOUR)];
};
const capture = async () => {
  await server.settle();
  return server.tagCapture.runOnce();
};

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  // historian.ba: the demo's service account (PUSH_TAG_READINGS at BA)
  t.historian = (await server.login('historian.ba', 'BA')).token;
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  operation = (await read<OperationDto[]>('/operations/active', t.supervisor)).find((op) => op.SITE === 'BA')?.OPTN_CODE ?? '';
});
afterAll(() => server.destroy());

describe('automatic capture of hourly values from process tag readings', () => {
  it('enters each tagged parameter’s hour from its readings, by its statistic, as the system with source PROCESS_TAG', async () => {
    // a person typed TN-TP-V-1H's hour 5 before its readings came
    await ok('POST', '/data', t.supervisor, {
      submissionId: randomUUID(),
      data: [
        {
          TYPE: 'Insert',
          CODE: 'TN-TP-V-1H',
          FTR_DATE: DATE,
          FTR_HOUR: HOUR,
          OPERATION: operation,
          AUDIT: false,
          VALUE: 94.5,
          ORIGINAL_VALUE: null,
        },
      ],
    });
    await push([
      { tag: 'BA.DF1.FL.PV', timestamp: '2026-11-26T11:10:00Z', value: 300 },
      { tag: 'BA.DF1.FL.PV', timestamp: '2026-11-26T11:40:00Z', value: 310 },
      { tag: 'BA.RJ1.FL.PV', timestamp: '2026-11-26T11:20:00Z', value: 350.25 },
      { tag: 'BA.TN1.TP.PV', timestamp: '2026-11-26T11:30:00Z', value: 96 },
      // hour 6 is still running: not captured yet
      { tag: 'BA.DF1.FL.PV', timestamp: '2026-11-26T12:10:00Z', value: 999 },
    ]);
    const passes = await capture();
    expect(passes).toEqual([
      {
        site: 'BA',
        date: DATE,
        hour: HOUR,
        captures: [
          expect.objectContaining({ code: 'DF-FL-V-1H', value: 310, outcome: 'INSERTED' }),
          expect.objectContaining({ code: 'RJ-FL-V-1H', value: 350.25, outcome: 'INSERTED' }),
          expect.objectContaining({
            code: 'TN-TP-V-1H',
            value: 96,
            outcome: 'CONFLICT',
            previous: 94.5,
            reason: 'A person entered the value',
          }),
        ],
      },
    ]);
    expect(await cell('DF-FL-V-1H')).toMatchObject({ value: 310, by: 'system', source: 'PROCESS_TAG', operation });
    expect(await cell('RJ-FL-V-1H')).toMatchObject({ value: 350.25, source: 'PROCESS_TAG' });
    expect(await cell('TN-TP-V-1H')).toMatchObject({ value: 94.5, by: 'supervisor.ba', source: 'DATAENTRY' }); // never overwritten
    const rows = await read<TagReadingDto[]>('/phd?tagname=BA.DF1.FL.PV', t.supervisor);
    expect(rows.map((r) => [r.TIMESTAMP, r.LOADED])).toEqual([
      ['2026-11-26T12:10:00.000Z', 'N'],
      ['2026-11-26T11:40:00.000Z', 'Y'],
      ['2026-11-26T11:10:00.000Z', 'Y'],
    ]);
    // a second pass over the same readings writes nothing
    const head = await server.infra.eventStore.headPosition();
    expect(await capture()).toEqual([]);
    expect(await server.infra.eventStore.headPosition()).toBe(head);
  });

  it('updates a past hour once when late readings change it, with the reason in the audit trail', async () => {
    await push([{ tag: 'BA.DF1.FL.PV', timestamp: '2026-11-26T11:59:00Z', value: 320 }]);
    const [pass] = await capture();
    expect(pass?.captures).toEqual([
      expect.objectContaining({
        code: 'DF-FL-V-1H',
        value: 320,
        outcome: 'UPDATED',
        previous: 310,
        reason: "Process tag capture: 1 late reading changed the hour's value",
      }),
    ]);
    expect(await cell('DF-FL-V-1H')).toMatchObject({ value: 320, source: 'PROCESS_TAG' });
    const trail = await server.infra.readStore.find<AuditEntryDoc>(AUDIT_COLLECTION, {
      where: { SITE: 'BA', CODE: 'DF-FL-V-1H' },
      sort: [{ field: 'POS', direction: 'asc' }],
    });
    expect(trail.map((e) => [e.SOURCE, e.USER, e.CHANGES])).toEqual([
      ['PROCESS_TAG', 'system', [{ hour: HOUR, kind: 'Insert', previous: null, value: 310, reason: null }]],
      [
        'PROCESS_TAG',
        'system',
        [{ hour: HOUR, kind: 'Update', previous: 310, value: 320, reason: "Process tag capture: 1 late reading changed the hour's value" }],
      ],
    ]);
    expect(await capture()).toEqual([]);
  });

  it('lists the cells it left alone for the grid of the date, to data screen viewers of the site only', async () => {
    expect(await read<CaptureConflictDto[]>(`/process-tags/conflicts/${DATE}`, t.supervisor)).toEqual([
      { CODE: 'TN-TP-V-1H', HOUR: HOUR, CAPTURED: 96, ENTERED: 94.5, REASON: 'A person entered the value' },
    ]);
    expect(await read<CaptureConflictDto[]>('/process-tags/conflicts/2026-11-26', t.supervisor)).toEqual([]);
    expect((await call('GET', `/process-tags/conflicts/${DATE}`, t.historian)).status).toBe(403); // no VIEW_DATA_SCREENS
    expect((await call('GET', `/process-tags/conflicts/${DATE}`)).status).toBe(401);
    const admin = (await server.login('admin', 'CO', ADMIN_PASSWORD)).token;
    expect(await call('GET', `/process-tags/conflicts/${DATE}`, admin)).toMatchObject({
      status: 403,
      body: 'Process tags are not available at the central office',
    });
    expect((await call('GET', '/process-tags/conflicts/27-11-2026', t.supervisor)).status).toBe(400);
  });

  it('fills a daily weighbridge total from the factory day’s tickets once the day has ended', async () => {
    await ok('POST', '/process-tags/readings', t.historian, {
      source: 'IWB',
      readings: [
        { tag: 'IWB-BEET', timestamp: '2026-11-25T07:00:00Z', value: 99 }, // the end of factory day 25 Nov: its total, not 26 Nov's
        { tag: 'IWB-BEET', timestamp: '2026-11-25T10:00:00Z', value: 25.5 },
        { tag: 'IWB-BEET', timestamp: '2026-11-26T06:00:00Z', value: 24.25 },
        { tag: 'IWB-BEET', timestamp: '2026-11-26T07:00:00Z', value: 10 }, // the day's end instant belongs to it
      ],
    });
    const passes = await capture();
    expect(passes.find((p) => p.date === '2026-11-26' && p.hour === 24)?.captures).toEqual([
      expect.objectContaining({ code: 'BS-TN-T-1D', source: 'IWB', tag: 'IWB-BEET', value: 59.75, outcome: 'INSERTED' }),
    ]);
    await server.settle();
    const doc = await server.infra.readStore.get<ParameterValueDoc>(
      PARAMETER_VALUES_COLLECTION,
      parameterValueDocId('BA', 'BS-TN-T-1D', '2026-11-26'),
    );
    expect(doc?.HOURS['24']).toMatchObject({ value: 59.75, source: 'PROCESS_TAG', by: 'system' });
    const before = await server.infra.readStore.get<ParameterValueDoc>(
      PARAMETER_VALUES_COLLECTION,
      parameterValueDocId('BA', 'BS-TN-T-1D', '2026-11-25'),
    );
    expect(before?.HOURS['24']).toMatchObject({ value: 99, source: 'PROCESS_TAG' });
    const rows = await read<WeighbridgeReadingDto[]>('/iwb?tagname=IWB-BEET', t.supervisor);
    expect(rows.map((r) => [r.TIMESTAMP, r.LOADED])).toEqual([
      ['2026-11-26T07:00:00.000Z', 'Y'],
      ['2026-11-26T06:00:00.000Z', 'Y'],
      ['2026-11-25T10:00:00.000Z', 'Y'],
      ['2026-11-25T07:00:00.000Z', 'Y'], // factory day 25 Nov's end instant: that day's total (also ended, also captured)
    ]);
  });
});
