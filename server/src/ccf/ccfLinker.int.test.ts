import { randomUUID } from 'node:crypto';
import { addDays, ccfStream, ChangeRecord, valuesStream, type CcfView, type ChangeRecordInput, type StoredEvent } from '@ftr/contracts';
import { raiseCcf } from '@ftr/command-service/ccf/handlers.ts';
import { linkCcfEvent } from '@ftr/command-service/ccf/linker.ts';
import { linkKey } from '@ftr/command-service/ccf/state.ts';
import { dataValueDeps } from '@ftr/command-service/dataValues/handlers.ts';
import { submitWithMetadata } from '@ftr/command-service/dataValues/submit.ts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import type { ReadModels } from '@ftr/command-service/shared/readModels.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createCcfParametersOnScreen } from '../testing/ccfSettingsFixtures.ts';
import { gated } from '../testing/gatedReadModels.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';

/**
 * Issue 13 item 3: the CCF's own stream is the single source of its state. Raises from values are
 * appended with the values (one append) and copied once onto `ccf-{id}` by the CCF linker; every raiser
 * of a pair's next CCF names the same id, so races across paths and weeks still raise one CCF.
 */
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const CODES = ['ZL-LINK1-V-1H', 'ZL-LINK2-V-1H', 'ZL-LINK3-V-1H', 'ZL-LINK4-V-1H'] as const;

let server: TestServer;
const { ok, call, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '' };
let screen = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  screen = await createCcfParametersOnScreen((url, body) => ok('POST', url, t.supervisor, body), CODES, 'Linker');
  await caughtUp();
});
afterAll(() => server.destroy());

const rec = (code: string, date: string, hour: number, value: number): ChangeRecordInput => changeRecord(OP, code, date, hour, value, null);
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

const depsWith = (readModels: ReadModels) =>
  dataValueDeps({ eventStore: server.infra.eventStore, tokens: {} as CommandDeps['tokens'], clock: { now: () => NOW }, readModels });
const metadataOf = (deps: ReturnType<typeof depsWith>, submissionId?: string) =>
  ({ ...systemMetadata('BA', deps.clock, 'operator.ba'), ...(submissionId ? { submissionId } : {}) }) as const;

describe('one CCF per parameter and operation, whichever path raises it', () => {
  it('data entry and an operator raise that both read before either appends raise one CCF, and both answer it', async () => {
    const code = CODES[0];
    const deps = depsWith(gated(createCommandReadModels(server.infra.readStore), 2));
    const values = submission([rec(code, TODAY, 1, 6), rec(code, TODAY, 2, 9)]);
    const body = { parameter: code, operation: OP, ccfType: undefined, ccfAnalysis: undefined, raisedFrom: 'OPERATOR' as const };
    const [entered, raised] = await Promise.all([
      submitWithMetadata(deps, operator, values, metadataOf(deps, values.submissionId)),
      raiseCcf(deps, 'BA', body, metadataOf(deps)),
    ]);
    expect(entered.ccfs).toEqual([{ code, id: raised.id, action: 'raised' }]);
    await caughtUp();
    expect(await ccfsOf(code)).toEqual([expect.objectContaining({ ID: raised.id, STATUS: 'O' })]);
    // Its stream has it raised (the other raise, if it came second, is the same CCF).
    expect((await streamOf(raised.id)).filter((e) => e.type === 'CcfRaised').length).toBeGreaterThanOrEqual(1);
  });

  it('submissions to two weeks that both see no open CCF raise one CCF (the pair names it)', async () => {
    const code = CODES[1];
    const deps = depsWith(gated(createCommandReadModels(server.infra.readStore), 2));
    const lastWeek = addDays(TODAY, -4); // the Sunday before: another week stream
    expect(valuesStream('BA', lastWeek)).not.toBe(valuesStream('BA', TODAY));
    const a = submission([rec(code, TODAY, 3, 9)]);
    const b = submission([rec(code, lastWeek, 3, 9)]);
    const [first, second] = await Promise.all([
      submitWithMetadata(deps, operator, a, metadataOf(deps, a.submissionId)),
      submitWithMetadata(deps, operator, b, metadataOf(deps, b.submissionId)),
    ]);
    expect(first.ccfs).toHaveLength(1);
    expect(second.ccfs.map((c) => c.id)).toEqual(first.ccfs.map((c) => c.id));
    await caughtUp();
    expect(await ccfsOf(code)).toHaveLength(1);
  });

  it('a close and a value that cross: the CCF ends closed, decided on its stream, and the value is kept', async () => {
    const code = CODES[2];
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
    const again = await call('PATCH', `/ccf/close/${raised.id}`, t.supervisor, { type: 6, comment: 'Twice' });
    expect(again.status).toBe(409);
  });
});

describe('the CCF linker', () => {
  it('copies a week CCF event that was not linked at append time onto its stream, once', async () => {
    const code = CODES[3];
    const id = randomUUID();
    const week = valuesStream('BA', TODAY);
    const raisedEvent = {
      type: 'CcfRaised' as const,
      data: {
        id,
        site: 'BA' as const,
        parameter: code,
        operation: OP,
        ccfType: 'Q',
        ccfAnalysis: 'BRIX',
        raisedFrom: 'DATAENTRY' as const,
        status: 'O' as const,
        date: TODAY,
        hour: 5,
        value: 9,
      },
    };
    // As a process stopped between the values append and its link would leave it: on the week stream only.
    const metadata = systemMetadata('BA', { now: () => NOW }, 'operator.ba');
    const appended = await server.infra.eventStore.append(week, [{ ...raisedEvent, metadata }], 'any');
    // The linker reactor copies it (wait on the stream's state, not on time).
    for (let tries = 0; (await streamOf(id)).length === 0; tries++) {
      if (tries > 500) throw new Error('the linker did not copy the raise');
      await server.linker.waitFor(appended.position, 5_000);
    }
    const copied = await streamOf(id);
    expect(copied.map((e) => [e.type, e.metadata.causationId])).toEqual([['CcfRaised', linkKey(week, appended.nextRevision)]]);
    // Linking it again (a replay, a second replica) writes nothing.
    await linkCcfEvent(server.infra.eventStore, { stream: week, revision: appended.nextRevision, event: raisedEvent, metadata });
    expect(await streamOf(id)).toHaveLength(1);
    // The CCF's commands decide on its stream.
    await caughtUp();
    await ok('POST', `/ccf-comments/${id}`, t.operator, { type: 7, comment: 'Seen' });
  });
});
