import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { factoryHourToInstant, instantToFactory, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { testBrokerSuite } from '../testing/mqtt.ts';
import { waitForExpression, waitForValue } from '../testing/pageWait.ts';
import { startMqttIngest, type RunningTagIngest } from './mqttIngest.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;
const run = Date.now().toString(36).toUpperCase().slice(-5);
const CODE = `C${run}-FL-A-1H`; // average of the hour's readings
const TAG = `BA.E2E${run}.PV`;
const TYPED = `C${run}-TP-V-1H`; // a person enters its hour first
const TYPED_TAG = `BA.E2T${run}.PV`;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describeBrowser('automatic capture in the browser (Chromium, Mosquitto)', () => {
  const gate = testBrokerSuite('capture of published readings onto the grid', ['ftr-ingest', 'historian-ba']);
  let ingest: RunningTagIngest | undefined;
  afterAll(async () => {
    await ingest?.stop();
  });

  gate.it(
    'a published reading arrives as the captured hourly value on the data entry grid and on an open wallboard; a typed cell is kept and the conflict shown',
    async () => {
      const server = suite.server();
      const { token } = await server.login('supervisor.ba', 'BA');
      const api = async <T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> => {
        const answer = await server.request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
        if (answer.status !== 200) throw new Error(`${method} ${url}: ${answer.status} ${answer.body}`);
        return answer.json<T>();
      };
      const operation = (await api<OperationDto[]>('GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
      await listCodeParts(server, [CODE, TYPED]);
      await api('POST', '/parameter', { CODE, HEADING1: 'Capture', PCAT_CODE: 'E2E', DISPLAY_PRECISION: 1, PROCESS_TAG: TAG });
      const { ID } = await api<ScreenWriteResult>('POST', '/data-screen', {
        DESCRIPTION: `Capture ${run}`,
        SCREEN_TYPE: 'HLY',
        ACCESS_LEVEL: 1,
        AREA: 'A',
      });
      await api('POST', `/data-screen-member/${ID}/${CODE}`);
      await api('POST', '/parameter', { CODE: TYPED, HEADING1: 'Typed', PCAT_CODE: 'E2E', DISPLAY_PRECISION: 1, PROCESS_TAG: TYPED_TAG });
      await api('POST', `/data-screen-member/${ID}/${TYPED}`);
      const live = await api<ScreenWriteResult>('POST', '/data-screen', {
        DESCRIPTION: `Capture board ${run}`,
        SCREEN_TYPE: 'HLY',
        ACCESS_LEVEL: 1,
        AREA: 'V',
      });
      await api('POST', `/data-screen-member/${live.ID}/${CODE}`);

      // the factory hour that ended last, and two readings in it
      const { date, hour } = instantToFactory(new Date(Date.now() - 3_600_000));
      const end = factoryHourToInstant(date, hour).getTime();
      await api('POST', '/data', {
        submissionId: randomUUID(),
        data: [
          {
            TYPE: 'Insert',
            CODE: TYPED,
            FTR_DATE: date,
            FTR_HOUR: hour,
            OPERATION: operation,
            AUDIT: false,
            VALUE: 80,
            ORIGINAL_VALUE: null,
          },
        ],
      });
      // the ingest takes readings of tags the site's parameters name: the two above, once projected
      await server.settle();
      const broker = gate.broker();
      ingest = await startMqttIngest({
        url: broker.url,
        username: 'ftr-ingest',
        password: broker.password('ftr-ingest'),
        eventStore: server.infra.eventStore,
        readModels: createCommandReadModels(server.infra.readStore),
        clock: { now: () => new Date() },
        logger: quiet,
      });
      const publisher = await broker.connect('historian-ba');
      try {
        await publisher.publishAsync(
          `ftr/BA/phd/${TAG}`,
          JSON.stringify({ timestamp: new Date(end - 20 * 60_000).toISOString(), value: 10 }),
          { qos: 1 },
        );
        await publisher.publishAsync(
          `ftr/BA/phd/${TAG}`,
          JSON.stringify({ timestamp: new Date(end - 10 * 60_000).toISOString(), value: 21 }),
          { qos: 1 },
        );
        await publisher.publishAsync(
          `ftr/BA/phd/${TYPED_TAG}`,
          JSON.stringify({ timestamp: new Date(end - 5 * 60_000).toISOString(), value: 85 }),
          { qos: 1 },
        );
      } finally {
        await publisher.endAsync();
      }
      const running = ingest;
      for (const deadline = Date.now() + 20_000; running.stats().accepted < 3;) {
        if (Date.now() > deadline) throw new Error(`readings not recorded: ${JSON.stringify(running.stats())}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await server.settle();
      // A control-room wallboard open before the capture: the captured value is pushed to it, no reload.
      const board: Page = await newPage();
      await board.setViewportSize({ width: 1920, height: 1080 });
      const boardPath = `/live/wallboard/BA/${live.ID}?range=1D`;
      await suite.signIn(board, 'operator.ba', 'Bardney', { path: boardPath });
      await board.waitForURL(`**${boardPath}`);
      await board.locator('[data-testid="live-grid"][data-ready="true"]').waitFor();
      const passes = await server.tagCapture.runOnce();
      expect(passes.flatMap((p) => p.captures).find((c) => c.code === CODE)).toMatchObject({ value: 15.5, outcome: 'INSERTED' });
      await server.settle();

      const page: Page = await newPage();
      await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/dataentry/${ID}/${operation}/HLY/${date}/END` });
      const cell = page.locator(`[data-testid="data-grid"][data-ready="true"] input[data-cell="${CODE}|${date}|${hour}"]`);
      await cell.waitFor({ state: 'attached' });
      await waitForValue(cell, '15.5');
      // the cell a person filled keeps its value; the grid says what the readings gave
      await waitForValue(page.locator(`input[data-cell="${TYPED}|${date}|${hour}"]`), '80.0');
      await page.getByTestId('capture-conflicts').getByText(`${TYPED} hour ${hour}: entered 80, the readings give 85`).waitFor();
      await waitForExpression(
        board,
        `document.querySelector('td[data-cell="${CODE}|${date}|${hour}"]')?.innerText.trim().startsWith('15.5') === true`,
      );
    },
    120_000, // a server, a broker, two pages and a capture pass on two shared cores
  );
});
