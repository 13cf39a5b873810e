import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { factoryToday, type AuditTrailPage, type ChangeRecordInput, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';
import { waitForExpression } from '../testing/pageWait.ts';

const suite = browserSuite();
const { describeBrowser } = suite;

// Real time on both sides: the browser's factory date and the server's must agree.
const TODAY = factoryToday(new Date());
const TEMP = 'OFL-TP-V-1H';
const FLOW = 'OFL-FL-V-1H';
const LEVEL = 'OFL-LV-V-1H';

let operation = '';
let screen = 0;

const supervisor = <T>(method: 'GET' | 'POST', url: string, body?: object) => suite.api<T>('supervisor.ba', 'BA', method, url, body);
const insert = (CODE: string, FTR_HOUR: number, VALUE: number): ChangeRecordInput => ({
  TYPE: 'Insert',
  CODE,
  FTR_DATE: TODAY,
  FTR_HOUR,
  OPERATION: operation,
  AUDIT: false,
  VALUE,
  ORIGINAL_VALUE: null,
});
/** How many times a parameter's values were written today (its audit trail, once the read side has every write). */
const writesOf = async (code: string) => {
  await suite.server().settle();
  return (await supervisor<AuditTrailPage>('GET', `/audit-trail/BA/${code}?from=${TODAY}&to=${TODAY}`)).total;
};

const gridPath = () => `/dataentry/${screen}/${operation}/HLY/${TODAY}/END`;
const cell = (page: Page, code: string, hour: number) => page.locator(`input[data-cell="${code}|${TODAY}|${hour}"]`);
const gridReady = (page: Page) => page.locator('[data-testid="data-grid"][data-ready="true"] input').first().waitFor();
const valueOf = (page: Page, code: string, hour: number) => cell(page, code, hour).inputValue();
const typeInto = async (page: Page, code: string, hour: number, text: string) => {
  await cell(page, code, hour).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
};
const notice = (page: Page) => page.getByTestId('offline-notice');
/** The submission ids of the Submits queued in the app's IndexedDB. */
const queuedIds = (page: Page) =>
  page.evaluate<string[]>(`new Promise((resolve) => {
    const open = indexedDB.open('ftr-offline-entry');
    open.onsuccess = () => {
      const all = open.result.transaction('grids').objectStore('grids').getAll();
      all.onsuccess = () => {
        open.result.close();
        resolve(all.result.flatMap((grid) => (grid.submission ? [grid.submission.id] : [])));
      };
    };
  })`);
/** Resolves once the app's IndexedDB holds `count` values (it writes them as the user types). */
const kept = (page: Page, count: number) =>
  page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const open = indexedDB.open('ftr-offline-entry');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('grids')) return void (db.close(), requestAnimationFrame(check));
        const all = db.transaction('grids').objectStore('grids').getAll();
        all.onsuccess = () => {
          db.close();
          if (all.result.reduce((n, grid) => n + grid.cells.length, 0) === ${count}) resolve(true);
          else requestAnimationFrame(check);
        };
      };
    };
    check();
  })`);

/** A grid, signed in with Remember Me (a new tab stays signed in). */
const openGrid = async () => {
  const page = await suite.newPage();
  await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: gridPath(), remember: true });
  await gridReady(page);
  return page;
};

describeBrowser('offline data entry in the browser (Chromium, network cut)', () => {
  beforeAll(async () => {
    const active = await supervisor<OperationDto[]>('GET', '/operations/active');
    operation = active[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    await listCodeParts(suite.server(), [TEMP, FLOW, LEVEL]);
    for (const CODE of [TEMP, FLOW, LEVEL])
      await supervisor('POST', '/parameter', {
        CODE,
        HEADING1: CODE.split('-')[1],
        PCAT_CODE: 'E2E',
        DISPLAY_PRECISION: 1,
        UPPER_ABS_LIMIT: 120,
        LOWER_ABS_LIMIT: 0,
      });
    const { ID } = await supervisor<ScreenWriteResult>('POST', '/data-screen', {
      DESCRIPTION: 'Offline juice',
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'A',
    });
    for (const code of [TEMP, FLOW, LEVEL]) await supervisor('POST', `/data-screen-member/${ID}/${code}`);
    screen = ID;
  });

  it('keeps typed values through a new tab opened without network, checks and queues them, and submits them once on reconnect', async () => {
    let page = await openGrid();
    // The worker installs on the first visit; the grid's answers are cached from the next load on.
    await waitForExpression(page, 'navigator.serviceWorker.controller !== null');
    await page.reload();
    await gridReady(page);
    // Installable: Chromium finds nothing missing (web manifest, icons, service worker); a test's browser context is
    // private, which Chromium also names (no app is installed from a private window).
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const manifest = await devtools.send('Page.getAppManifest');
    expect([manifest.url.endsWith('/manifest.webmanifest'), manifest.errors]).toEqual([true, []]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      display: 'standalone',
      icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512' })]),
    });
    await devtools.detach();
    await typeInto(page, TEMP, 1, '71.5');
    await typeInto(page, FLOW, 2, '12');
    await kept(page, 2);

    // Offline, the tab is closed and data entry opened in a new one (whose session storage is empty): the shell, the
    // code and the grid's answers come from the service worker, the typed values from IndexedDB.
    const context = page.context();
    await context.setOffline(true);
    await page.close();
    page = await context.newPage();
    await page.goto(`${suite.server().url}/dataentry`);
    const waiting = page.getByTestId('waiting-grids');
    await waiting.getByText(': 2 values').waitFor();
    await waiting.getByRole('link', { name: `Offline juice · ${operation} · ${TODAY}` }).click();
    await gridReady(page);
    expect([await valueOf(page, TEMP, 1), await valueOf(page, FLOW, 2)].map(Number)).toEqual([71.5, 12]);
    await notice(page).getByText('You are offline. 2 values wait on this device').waitFor();

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('No errors found').waitFor(); // with the limits the cached heading holds

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/data') posts.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('No connection: 2 values queued').waitFor();
    // A value typed after the Submit was queued is not part of it, and stays pending after it went through.
    await typeInto(page, LEVEL, 4, '20');
    await notice(page).getByText('3 values wait on this device, queued to be submitted when the connection returns').waitFor();
    expect(await writesOf(TEMP)).toBe(0);

    const [queuedId] = await queuedIds(page);
    await context.setOffline(false);
    await page.getByText('Data Submitted').waitFor();
    await notice(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Submit.*1/ }).waitFor(); // one pending change left: the late value
    expect([await valueOf(page, FLOW, 2), await valueOf(page, LEVEL, 4)]).toEqual(['12.0', '20.0']);
    expect([await writesOf(TEMP), await writesOf(FLOW), await writesOf(LEVEL)]).toEqual([1, 1, 0]);
    expect(posts.map((body) => (JSON.parse(body) as { submissionId: string }).submissionId)).toEqual([queuedId]); // sent once, with the queued id
    await context.close();
  });

  it('shows a queued value that someone else wrote meanwhile as a conflict, keeps the typed value, and asks before sign-out discards it', async () => {
    const page = await openGrid();
    await page.context().setOffline(true);
    await notice(page).waitFor();
    await typeInto(page, LEVEL, 3, '30');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('No connection: 1 value queued').waitFor();
    // Meanwhile an operator writes the same cell.
    await suite.api('operator.ba', 'BA', 'POST', '/data', { submissionId: randomUUID(), data: [insert(LEVEL, 3, 45)] });

    await page.context().setOffline(false);
    await page.getByText(`Someone else changed these values: ${LEVEL} ${TODAY} h3`).waitFor();
    await page.locator(`td.dg-marked input[data-cell="${LEVEL}|${TODAY}|3"]`).waitFor();
    expect(await valueOf(page, LEVEL, 3)).toBe('30.0');
    expect(await writesOf(LEVEL)).toBe(1); // the operator's, not overwritten

    // The value stays on the device; data entry lists it, and sign-out asks before discarding it.
    await kept(page, 1);
    const context = page.context();
    await page.close();
    const start = await context.newPage();
    await start.goto(`${suite.server().url}/dataentry`);
    await start.getByTestId('waiting-grids').getByText(': 1 value').waitFor();
    // The browser's confirm: No, then Yes (answered as it opens: an open dialog holds the page).
    const answers = [false, true];
    const asked: string[] = [];
    let firstAnswered: () => void = () => undefined;
    const answeredOnce = new Promise<void>((resolve) => (firstAnswered = resolve));
    start.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void (answers.shift() ? dialog.accept() : dialog.dismiss()).then(firstAnswered);
    });
    await start.getByRole('button', { name: 'Sign Out' }).click();
    await answeredOnce;
    await start.waitForURL((url) => url.pathname === '/dataentry'); // stayed: back on data entry, still signed in
    await start.getByRole('button', { name: 'Sign Out' }).click();
    await start.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(asked).toEqual(Array(2).fill('1 value typed on this device has not been submitted. Sign out and discard it?'));
    await kept(start, 0);
    await context.close();
  });
});
