import { randomUUID } from 'node:crypto';
import type { CcfDto, ChangeRecordInput, SubmitDataResult } from '@ftr/contracts';
import { raiseCcf } from '@ftr/command-service/ccf/handlers.ts';
import { dataValueDeps } from '@ftr/command-service/dataValues/handlers.ts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { createCcfParametersOnScreen } from '../testing/ccfSettingsFixtures.ts';
import { gatedPairReads } from '../testing/gatedPairReads.ts';
import { httpHelpers } from '../testing/http.ts';
import { changeRecord } from '../testing/values.ts';

/**
 * At most one open CCF per parameter and operation. Raises of one pair are decided on the pair's stream
 * at its expected revision (docs/ccf.md): whichever appends first raises it, every other answers it.
 */
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const OP = 'BC2026';
const CODES = ['ZR-RACE1-V-1H', 'ZR-RACE2-V-1H', 'ZR-RACE3-V-1H', 'ZR-RACE4-V-1H'];

let server: TestServer;
const { ok, caughtUp } = httpHelpers(() => server);
const t = { supervisor: '', operator: '' };
let screen = 0;

beforeAll(async () => {
  server = await startTestServer({ now: NOW, demoDays: 0 });
  t.supervisor = (await server.login('supervisor.ba', 'BA')).token;
  t.operator = (await server.login('operator.ba', 'BA')).token;
  screen = await createCcfParametersOnScreen(server, (url, body) => ok('POST', url, t.supervisor, body), CODES, 'Race');
  await caughtUp();
});
afterAll(() => server.destroy());

type Raised = { id: string; existing: boolean };
const raise = (parameter: string, token = t.operator) =>
  ok<Raised>('POST', '/ccf', token, { parameter, operation: OP, status: 'O', raisedFrom: 'OPERATOR' });

describe('two raises for one parameter and operation', () => {
  it('five concurrent raises: exactly one raises a CCF, the others answer that one', async () => {
    const answers = await Promise.all([
      raise(CODES[0] as string),
      raise(CODES[0] as string, t.supervisor),
      raise(CODES[0] as string),
      raise(CODES[0] as string, t.supervisor),
      raise(CODES[0] as string),
    ]);
    expect(answers.filter((a) => !a.existing)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    await caughtUp();
    expect(await ok<CcfDto>('GET', `/ccf/${CODES[0]}/${OP}/O`, t.operator)).toMatchObject({ ID: answers[0].id, STATUS: 'O' });
  });

  it('a raise after the open CCF is closed raises the next one (a new id)', async () => {
    const first = await raise(CODES[1] as string);
    await ok('PATCH', `/ccf/close/${first.id}`, t.supervisor, { type: 6, comment: 'Closed by the test' });
    await caughtUp();
    const [a, b] = await Promise.all([raise(CODES[1] as string), raise(CODES[1] as string, t.supervisor)]);
    expect([a.existing, b.existing].sort()).toEqual([false, true]);
    expect(a.id).toBe(b.id);
    expect(a.id).not.toBe(first.id);
  });

  it('an operator raise racing the data entry that raises a CCF leaves one open CCF for the pair (the later answers the earlier)', async () => {
    const code = CODES[2] as string;
    const rec = (hour: number, value: number): ChangeRecordInput => changeRecord(OP, code, TODAY, hour, value, null);
    const entered = await ok<SubmitDataResult>('POST', '/data', t.operator, {
      submissionId: randomUUID(),
      data: [rec(1, 6), rec(2, 11)],
      screenId: String(screen),
    });
    const raised = await raise(code);
    expect(raised).toMatchObject({ existing: true, id: entered.ccfs[0]?.id });
  });
});

describe('raises that all see no open CCF (the race a read-model check alone loses)', () => {
  it('four raises in four processes, each reading the pair before any appends: exactly one CCF is raised, every raise answers it', async () => {
    const racers = 4;
    const view = gatedPairReads(server.infra.eventStore, racers);
    const depsOf = () =>
      dataValueDeps({
        eventStore: view(),
        tokens: {} as CommandDeps['tokens'],
        clock: { now: () => NOW },
        readModels: createCommandReadModels(server.infra.readStore),
      });
    const body = {
      parameter: CODES[3] as string,
      operation: OP,
      ccfType: undefined,
      ccfAnalysis: undefined,
      raisedFrom: 'OPERATOR' as const,
    };
    const answers = await Promise.all(
      Array.from({ length: racers }, () => raiseCcf(depsOf(), 'BA', body, systemMetadata('BA', { now: () => NOW }, 'operator.ba'))),
    );
    expect(answers.filter((a) => !a.existing)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    await caughtUp();
    expect(await ok<CcfDto>('GET', `/ccf/${CODES[3]}/${OP}/O`, t.operator)).toMatchObject({ ID: answers[0]?.id });
  });
});
