import { randomUUID } from 'node:crypto';
import {
  addDays,
  ccfPairStream,
  ccfStream,
  ChangeRecord,
  valuesStream,
  type CcfDto,
  type CcfView,
  type ChangeRecordInput,
  type StoredEvent,
  type SubmitDataResult,
  type TokenClaims,
} from '@ftr/contracts';
import { ccfHandlers, raiseCcf } from '@ftr/command-service/ccf/handlers.ts';
import { settleIntent } from '@ftr/command-service/ccf/intents.ts';
import { noSignatures } from '@ftr/command-service/signatures/testing.ts';
import { pairCcfId } from '@ftr/command-service/ccf/pairId.ts';
import { intentKey } from '@ftr/command-service/ccf/state.ts';
import { dataValueDeps } from '@ftr/command-service/dataValues/handlers.ts';
import { submitWithMetadata } from '@ftr/command-service/dataValues/submit.ts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import type { ReadModels } from '@ftr/command-service/shared/readModels.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { FastifyRequest } from 'fastify';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createCcfParametersOnScreen } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';

/**
 * The CCF as one aggregate (docs/ccf.md): values say what they mean (label intents on the week stream),
 * the pair of a parameter and operation decides raise and pending close on its own stream, and every
 * CCF decision is made on `ccf-{id}` at its expected revision. Nothing waits for the read side.
 */
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const CODES = [
  'ZL-LINK1-V-1H',
  'ZL-LINK2-V-1H',
  'ZL-LINK3-V-1H',
  'ZL-LINK4-V-1H',
  'ZL-LINK5-V-1H',
  'ZL-LINK6-V-1H',
  'ZL-LINK7-V-1H',
] as const;

let server: TestServer;
const { ok, call, read, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '', lab: '' };
let screen = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  screen = await createCcfParametersOnScreen(server, (url, body) => ok('POST', url, t.supervisor, body), CODES, 'Aggregate');
  await caughtUp();
});
afterAll(() => server.destroy());

const rec = (code: string, date: string, hour: number, value: number, previous: number | null = null): ChangeRecordInput =>
  changeRecord(OP, code, date, hour, value, previous);
const submission = (records: ChangeRecordInput[]) => ({
  submissionId: randomUUID(),
  screenId: screen,
  records: records.map((r) => ChangeRecord.parse(r)),
});
/** As the token would say (last week's values are older than 3 days: Historic Data). */
const operator = { sub: 'operator.ba', site: 'BA' as const, flags: ['HISTORIC_DATA' as const] };
const ccfsOf = async (code: string) =>
  (await ok<CcfView[]>('GET', '/ccf?closed=true', t.supervisor)).filter((c) => c.PARAMETER === code && c.OPERATION === OP);
const streamOf = (id: string): Promise<StoredEvent[]> => server.infra.eventStore.readStream(ccfStream(id));
const typesOf = async (id: string) => (await streamOf(id)).map((e) => e.type);

const depsWith = (readModels: ReadModels, eventStore: CatalogueEventStore = server.infra.eventStore) =>
  dataValueDeps({ eventStore, tokens: {} as CommandDeps['tokens'], clock: { now: () => NOW }, readModels });
const metadataOf = (submissionId?: string) =>
  ({ ...systemMetadata('BA', { now: () => NOW }, 'operator.ba'), ...(submissionId ? { submissionId } : {}) }) as const;

/** The read side as a stopped projector leaves it: never caught up, and any CCF read fails the test. */
const stoppedReadSide = (): ReadModels => {
  const readModels = createCommandReadModels(server.infra.readStore);
  const refuse = () => Promise.reject(new Error('a CCF decision read the read side'));
  return {
    ...readModels,
    reached: () => Promise.resolve(false),
    activeCcfs: refuse,
    ccfCount: refuse,
    openCcf: refuse,
    ccf: refuse,
    ccfComment: refuse,
  };
};

/** A second process's view of the store whose first read of `stream` is answered only at `release` (as it was when read). */
const holdingFirstRead = (stream: string) => {
  const store = server.infra.eventStore;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reached = () => {};
  const holding = new Promise<void>((resolve) => {
    reached = resolve;
  });
  let held = false;
  const view: CatalogueEventStore = Object.assign(Object.create(store) as CatalogueEventStore, {
    readStream: async (name: string, options?: Parameters<CatalogueEventStore['readStream']>[1]) => {
      const events = await store.readStream(name, options);
      if (name === stream && !held) {
        held = true;
        reached();
        await released;
      }
      return events;
    },
  });
  return { view, holding, release };
};

const claims = (sub: string, flags: TokenClaims['flags'] = []): TokenClaims => ({
  sub,
  sid: 's',
  site: 'BA',
  longSite: 'BA',
  firstName: sub,
  fullName: sub,
  flags,
  sites: ['BA'],
  exp: 0,
  iat: 0,
});
const request = { headers: {}, id: 'request-1' } as unknown as FastifyRequest;

describe('a CCF raised from values is readable and closable at once', () => {
  it('a value written through the API raises a CCF that is read, commented and (once pending close) closed without waiting: no 503', async () => {
    const code = CODES[0];
    const entered = await ok<SubmitDataResult>('POST', '/data', t.operator, {
      submissionId: randomUUID(),
      screenId: String(screen),
      data: [rec(code, TODAY, 1, 6), rec(code, TODAY, 2, 9)],
    });
    const id = entered.ccfs[0]?.id ?? '';
    expect(entered.ccfs).toEqual([{ code, id: pairCcfId('BA', code, OP, 0), action: 'raised' }]);
    // The answer's position covers the CCF: a read after it finds it.
    expect(await read<CcfDto>(`/ccf/${id}`, t.operator, entered.position)).toMatchObject({ ID: id, STATUS: 'O', RAISED_FROM: 'DATAENTRY' });
    expect((await call('POST', `/ccf-comments/${id}`, t.operator, { type: 7, comment: 'Seen at once' })).status).toBe(200);
    expect((await call('PATCH', `/ccf/close/${id}`, t.supervisor, { type: 6, comment: 'Too early' })).status).toBe(409);
    const back = await ok<SubmitDataResult>('POST', '/data', t.operator, {
      submissionId: randomUUID(),
      screenId: String(screen),
      data: [rec(code, TODAY, 3, 6)],
    });
    expect(back.ccfs).toEqual([{ code, id, action: 'pendingClose' }]);
    expect((await call('PATCH', `/ccf/close/${id}`, t.supervisor, { type: 6, comment: 'Back in band' })).status).toBe(200);
    expect(await typesOf(id)).toEqual(['CcfRaised', 'CcfCommentAdded', 'CcfPendingClose', 'CcfClosed']);
  });

  it('with the read side stopped: data entry raises, and the CCF is commented, ended and closed, deciding on the streams alone', async () => {
    const code = CODES[1];
    const deps = depsWith(stoppedReadSide());
    const values = submission([rec(code, TODAY, 1, 6), rec(code, TODAY, 2, 11)]);
    const entered = await submitWithMetadata(deps, operator, values, metadataOf(values.submissionId));
    const id = entered.ccfs[0]?.id ?? '';
    expect(id).toBe(pairCcfId('BA', code, OP, 0));
    const handlers = ccfHandlers(deps, noSignatures);
    const user = claims('operator.ba');
    await handlers.addCcfComment({ params: { id }, body: { type: 7, comment: 'On it' }, user, request } as never);
    await handlers.endCcf({ params: { id, timestamp: NOW.toISOString() }, user, request } as never);
    const closed = await handlers.closeCcf({
      params: { id },
      body: { type: 6, comment: 'Done' },
      user: claims('supervisor.ba'),
      request,
    } as never);
    expect(closed).toMatchObject({ status: 'C', message: expect.stringContaining(code) });
    expect(await typesOf(id)).toEqual(['CcfRaised', 'CcfCommentAdded', 'CcfPendingClose', 'CcfClosed']);
  });
});

describe('one open CCF per parameter and operation, whichever path raises it', () => {
  it('data entry and an operator raise at once raise one CCF, and both answer it', async () => {
    const code = CODES[2];
    const deps = depsWith(createCommandReadModels(server.infra.readStore));
    // The operator's raise decides in another process whose first read of the pair waits for data entry's raise.
    const other = holdingFirstRead(ccfPairStream('BA', code, OP));
    const values = submission([rec(code, TODAY, 1, 6), rec(code, TODAY, 2, 9)]);
    const body = { parameter: code, operation: OP, ccfType: undefined, ccfAnalysis: undefined, raisedFrom: 'OPERATOR' as const };
    const raising = raiseCcf(depsWith(createCommandReadModels(server.infra.readStore), other.view), 'BA', body, metadataOf());
    await other.holding;
    const entered = await submitWithMetadata(deps, operator, values, metadataOf(values.submissionId));
    other.release();
    const raised = await raising;
    expect(raised).toMatchObject({ existing: true, id: entered.ccfs[0]?.id });
    await caughtUp();
    expect(await ccfsOf(code)).toEqual([expect.objectContaining({ ID: raised.id, STATUS: 'O' })]);
    expect(await typesOf(raised.id)).toEqual(['CcfRaised']);
  });

  it('submissions to two weeks at once raise one CCF (the pair decides; the second intent finds it open)', async () => {
    const code = CODES[3];
    const deps = depsWith(createCommandReadModels(server.infra.readStore));
    const lastWeek = addDays(TODAY, -4); // the Sunday before: another week stream
    expect(valuesStream('BA', lastWeek)).not.toBe(valuesStream('BA', TODAY));
    const a = submission([rec(code, TODAY, 3, 9)]);
    const b = submission([rec(code, lastWeek, 3, 9)]);
    const [first, second] = await Promise.all([
      submitWithMetadata(deps, operator, a, metadataOf(a.submissionId)),
      submitWithMetadata(deps, operator, b, metadataOf(b.submissionId)),
    ]);
    expect(first.ccfs).toHaveLength(1);
    expect(second.ccfs.map((c) => c.id)).toEqual(first.ccfs.map((c) => c.id));
    await caughtUp();
    expect(await ccfsOf(code)).toHaveLength(1);
  });
});

describe('a close racing the CCF', () => {
  it('a close and an in-band value that cross: the CCF ends closed and the value is kept', async () => {
    const code = CODES[4];
    const raised = await ok<{ id: string }>('POST', '/ccf', t.operator, {
      parameter: code,
      operation: OP,
      status: 'O',
      raisedFrom: 'OPERATOR',
    });
    const [closed, entered] = await Promise.all([
      call('PATCH', `/ccf/close/${raised.id}`, t.supervisor, { type: 6, comment: 'Closed while a value came in' }),
      call('POST', '/data', t.operator, { submissionId: randomUUID(), screenId: String(screen), data: [rec(code, TODAY, 4, 6)] }),
    ]);
    expect(closed.status).toBe(200);
    expect(entered.status).toBe(200);
    await caughtUp();
    expect(await ccfsOf(code)).toEqual([expect.objectContaining({ ID: raised.id, STATUS: 'C' })]);
    expect((await call('PATCH', `/ccf/close/${raised.id}`, t.supervisor, { type: 6, comment: 'Twice' })).status).toBe(409);
  });

  it('a CCF data value read before a close and decided after it is refused (409), and nothing reaches the week', async () => {
    const code = CODES[5];
    const raised = await ok<{ id: string }>('POST', '/ccf', t.operator, {
      parameter: code,
      operation: OP,
      status: 'O',
      raisedFrom: 'OPERATOR',
    });
    const other = holdingFirstRead(ccfStream(raised.id));
    const deps = depsWith(createCommandReadModels(server.infra.readStore), other.view);
    const week = valuesStream('BA', TODAY);
    const before = (await server.infra.eventStore.readStream(week)).length;
    const body = { analyst: 'Lena', date: '2026-11-25', hour: 10, value: 6 };
    const entering = ccfHandlers(deps, noSignatures)
      .addCcfDataValue({ params: { id: raised.id }, body, user: claims('operator.ba', ['HISTORIC_DATA']), request } as never)
      .then(
        () => 200,
        (error: unknown) => (error instanceof AppError ? error.status : String(error)),
      );
    await other.holding; // it has read the CCF open: the close goes in before it decides
    await ok('PATCH', `/ccf/close/${raised.id}`, t.supervisor, { type: 6, comment: 'Closed first' });
    other.release();
    expect(await entering).toBe(409);
    expect(await typesOf(raised.id)).toEqual(['CcfRaised', 'CcfClosed']);
    expect(await server.infra.eventStore.readStream(week)).toHaveLength(before);
  });

  it('a CCF data value decided before a close is on the CCF stream before it, and its value is in the week', async () => {
    const code = CODES[5];
    const raised = await ok<{ id: string; existing: boolean }>('POST', '/ccf', t.operator, {
      parameter: code,
      operation: OP,
      status: 'O',
      raisedFrom: 'OPERATOR',
    });
    expect(raised.existing).toBe(false);
    const deps = depsWith(createCommandReadModels(server.infra.readStore));
    const body = { analyst: 'Lena', date: '2026-11-25', hour: 11, value: 11 };
    const entered = (await ccfHandlers(deps, noSignatures).addCcfDataValue({
      params: { id: raised.id },
      body,
      user: claims('operator.ba', ['HISTORIC_DATA']),
      request,
    } as never)) as { submissionId: string; FTR_DATE: string };
    await ok('PATCH', `/ccf/close/${raised.id}`, t.supervisor, { type: 6, comment: 'Closed after the value' });
    expect(await typesOf(raised.id)).toEqual(['CcfRaised', 'CcfDataValueEntered', 'CcfClosed']);
    const weekEvents = await server.infra.eventStore.readStream(valuesStream('BA', entered.FTR_DATE));
    expect(weekEvents.find((e) => e.metadata.submissionId === entered.submissionId)?.data).toMatchObject({
      ccf: { id: raised.id, analyst: 'Lena' },
    });
  });
});

describe('the CCF manager', () => {
  it('settles a label intent a writer did not (a crash between its two appends), once', async () => {
    const code = CODES[6];
    const week = valuesStream('BA', TODAY);
    const intent = {
      type: 'CcfLabelIntent' as const,
      data: {
        site: 'BA' as const,
        parameter: code,
        operation: OP,
        label: 'New CCF' as const,
        raisedFrom: 'DATAENTRY' as const,
        ccfType: 'Q',
        ccfAnalysis: 'BRIX',
        date: TODAY,
        hour: 5,
        value: 9,
        at: '2026-11-26T04:00:00.000Z',
      },
    };
    const metadata = metadataOf();
    const appended = await server.infra.eventStore.append(week, [{ ...intent, metadata }], 'any');
    const id = pairCcfId('BA', code, OP, 0);
    for (let tries = 0; (await streamOf(id)).length === 0; tries++) {
      if (tries > 500) throw new Error('the CCF manager did not settle the intent');
      await server.ccfManager.waitFor(appended.position, 5_000);
    }
    const key = intentKey(week, appended.nextRevision);
    expect((await streamOf(id)).map((e) => [e.type, e.metadata.causationId])).toEqual([['CcfRaised', key]]);
    // Settled again (a replay, a second replica): nothing more is written, even once the CCF is closed.
    await ok('POST', `/ccf/ccfend/${id}/${NOW.toISOString()}/R`, t.operator, {});
    await ok('PATCH', `/ccf/close/${id}`, t.supervisor, { type: 6, comment: 'Closed' });
    await settleIntent(server.infra.eventStore, { key, intent: intent.data }, metadata);
    expect(await typesOf(id)).toEqual(['CcfRaised', 'CcfPendingClose', 'CcfClosed']);
    expect(await streamOf(pairCcfId('BA', code, OP, 1))).toEqual([]);
  });
});
