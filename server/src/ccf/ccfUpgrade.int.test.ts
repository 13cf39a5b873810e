import { randomUUID } from 'node:crypto';
import {
  CcfPendingClose,
  CcfRaised,
  ccfStream,
  ParameterValuesSubmitted,
  valuesStream,
  type CcfDto,
  type SubmitDataResult,
} from '@ftr/contracts';
import { pairCcfId } from '@ftr/command-service/ccf/pairId.ts';
import { linkKey } from '@ftr/command-service/ccf/state.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { verifyReadModels } from '@ftr/projector/integrity/verify.ts';
import { projections } from '@ftr/projector/projections.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createCcfParametersOnScreen } from '../testing/ccfSettingsFixtures.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';

/**
 * A store written before the CCF was one aggregate (docs/ccf.md, "Old stores"): raises and pending
 * closes of data entry on the values week streams, copied or not yet copied to `ccf-{id}` by the linker.
 * The events are built from the catalogue's schemas as that version wrote them, then the new version
 * decides on those CCFs as they stood, and every read model refolds to what is stored.
 */
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const COPIED = 'ZU-COPIED-V-1H';
const UNCOPIED = 'ZU-UNCOPIED-V-1H';

let server: TestServer;
const { ok, call, read, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '' };
let screen = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  screen = await createCcfParametersOnScreen(server, (url, body) => ok('POST', url, t.supervisor, body), [COPIED, UNCOPIED], 'Upgrade');
  await caughtUp();
});
afterAll(() => server.destroy());

const week = valuesStream('BA', TODAY);
const metadata = (submissionId: string) => ({ ...systemMetadata('BA', { now: () => NOW }, 'operator.ba'), submissionId });

/** A submission as the earlier version appended it: its values and the CCF events they caused, in one append. */
const legacySubmission = async (code: string, hours: [number, number][], ccfEvents: (CcfRaised | CcfPendingClose)[]) => {
  const submissionId = randomUUID();
  const values: ParameterValuesSubmitted = {
    type: 'ParameterValuesSubmitted',
    data: ParameterValuesSubmitted.schema.parse({
      site: 'BA',
      operation: OP,
      submissionId,
      changes: hours.map(([hour, value]) => ({ code, date: TODAY, hour, kind: 'Insert', value, previous: null })),
    }),
  };
  const events = [values, ...ccfEvents].map((event) => ({ ...event, metadata: metadata(submissionId) }));
  return server.infra.eventStore.append(week, events, 'any');
};
const raisedAt = (code: string, hour: number, value: number): CcfRaised => ({
  type: 'CcfRaised',
  data: CcfRaised.schema.parse({
    id: pairCcfId('BA', code, OP, 0),
    site: 'BA',
    parameter: code,
    operation: OP,
    ccfType: 'Q',
    ccfAnalysis: 'BRIX',
    raisedFrom: 'DATAENTRY',
    status: 'O',
    date: TODAY,
    hour,
    value,
  }),
});
const pendingAt = (code: string, at: string): CcfPendingClose => ({
  type: 'CcfPendingClose',
  data: CcfPendingClose.schema.parse({ id: pairCcfId('BA', code, OP, 0), site: 'BA', parameter: code, operation: OP, at }),
});
const post = (code: string, hour: number, value: number) =>
  ok<SubmitDataResult>('POST', '/data', t.operator, {
    submissionId: randomUUID(),
    screenId: String(screen),
    data: [changeRecord(OP, code, TODAY, hour, value, null)],
  });

describe('a store written before the CCF was one aggregate', () => {
  it('a raise on the week stream that the linker copied: the pair finds it open, moves it to R, and raises the next one after it', async () => {
    const raise = raisedAt(COPIED, 2, 9);
    const appended = await legacySubmission(
      COPIED,
      [
        [1, 6],
        [2, 9],
      ],
      [raise],
    );
    const id = raise.data.id;
    // The linker's copy, as it wrote it (its key is the week event's stream and revision).
    const copy = { ...raise, metadata: { ...metadata('x'), causationId: linkKey(week, appended.nextRevision) } };
    await server.infra.eventStore.append(ccfStream(id), [copy], 'no_stream');
    await server.settle();
    const back = await post(COPIED, 3, 6);
    expect(back.ccfs).toEqual([{ code: COPIED, id, action: 'pendingClose' }]);
    expect(back.labels).toEqual({ [COPIED]: 'Pending Close' });
    await ok('PATCH', `/ccf/close/${id}`, t.supervisor, { type: 6, comment: 'Closed after the upgrade' });
    const next = await post(COPIED, 4, 9);
    expect(next.ccfs).toEqual([{ code: COPIED, id: pairCcfId('BA', COPIED, OP, 1), action: 'raised' }]);
    expect((await server.infra.eventStore.readStream(ccfStream(id))).map((e) => e.type)).toEqual([
      'CcfRaised',
      'CcfPendingClose',
      'CcfClosed',
    ]);
  });

  it('a raise and pending close the linker never copied: the CCF manager copies them, and an operator raise names the next CCF', async () => {
    const raise = raisedAt(UNCOPIED, 2, 11);
    await legacySubmission(
      UNCOPIED,
      [
        [1, 6],
        [2, 11],
      ],
      [raise],
    );
    const appended = await legacySubmission(UNCOPIED, [[3, 6]], [pendingAt(UNCOPIED, '2026-11-26T02:00:00.000Z')]);
    const id = raise.data.id;
    await server.settle();
    expect((await server.infra.eventStore.readStream(ccfStream(id))).map((e) => e.type)).toEqual(['CcfRaised', 'CcfPendingClose']);
    expect(await read<CcfDto>(`/ccf/${id}`, t.operator, appended.position.toString())).toMatchObject({
      STATUS: 'R',
      RAISED_FROM: 'DATAENTRY',
    });
    const raised = await ok<{ id: string; existing: boolean }>('POST', '/ccf', t.operator, {
      parameter: UNCOPIED,
      operation: OP,
      status: 'O',
      raisedFrom: 'OPERATOR',
    });
    expect(raised).toMatchObject({ existing: false, id: pairCcfId('BA', UNCOPIED, OP, 1) });
    expect((await call('PATCH', `/ccf/close/${id}`, t.supervisor, { type: 6, comment: 'Closed' })).status).toBe(200);
  });

  it('every read model refolds from the log to what is stored (the old events and the new replay to the same CCFs)', async () => {
    await server.settle();
    const report = await verifyReadModels({ eventStore: server.infra.eventStore, readStore: server.infra.readStore, projections });
    expect(report.ok).toBe(true);
  });
});
