import { randomUUID } from 'node:crypto';
import { browserSuite } from '../testing/browserSuite.ts';
import { gridFixtures } from '../testing/gridFixtures.ts';
import { changeRecord } from '../testing/values.ts';

// The read-only auditor (write access 0, read access 3): the grid offers no editing, the parameter data
// view opens to whoever reads the site's data screens, and a refused page says why.
const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const grid = gridFixtures(suite);
const TEMP = 'AUD-TEMP-V-1H';
const FLOW = 'AUD-FLOW-V-1H';

let operation = '';
let screen = 0;

describeBrowser('the auditor in the browser (Chromium)', () => {
  beforeAll(async () => {
    operation = await grid.activeOperation('supervisor.ba');
    screen = await grid.screen('supervisor.ba', 'AUD Evaporators', [TEMP, FLOW], 1);
    await grid.api('supervisor.ba', 'POST', '/data', {
      submissionId: randomUUID(),
      data: [changeRecord(operation, TEMP, grid.today, 1, 71.5), changeRecord(operation, FLOW, grid.today, 1, 12)],
    });
  });

  it('sees a read-only grid with a one-line note: no editable cell, no Submit, typing changes nothing', async () => {
    const page = await newPage();
    await suite.signIn(page, 'auditor.co', 'Bardney', { path: grid.gridPath(screen, operation) });
    await grid.gridReady(page);
    const note = page.getByTestId('read-only-note');
    await note.waitFor();
    expect(await note.innerText()).toContain("Read-only: your write access level (0) is below this screen's access level (1)");
    expect(await grid.cell(page, TEMP, 1).inputValue()).toBe('71.5');
    const editable = await page
      .locator('[data-testid="data-grid"] input[data-cell]')
      .evaluateAll((inputs) => inputs.filter((input) => !(input as HTMLInputElement).readOnly).length);
    expect(editable).toBe(0);
    expect(await page.getByRole('button', { name: /^Submit/ }).count()).toBe(0);

    await grid.cell(page, TEMP, 2).click();
    await page.keyboard.type('55');
    await page.keyboard.press('Enter');
    expect(await grid.cell(page, TEMP, 2).inputValue()).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('the supervisor of the same screen still gets an editable grid and Submit', async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: grid.gridPath(screen, operation) });
    await grid.gridReady(page);
    await page.getByRole('button', { name: /^Submit/ }).waitFor();
    expect(await page.getByTestId('read-only-note').count()).toBe(0);
    expect(await grid.cell(page, TEMP, 2).evaluate((input) => (input as HTMLInputElement).readOnly)).toBe(false);
    await page.close();
  });

  it('opens the parameter data view with its values and History', async () => {
    const page = await newPage();
    await suite.signIn(page, 'auditor.co', 'Peterborough', { path: `/parameter/BA/${TEMP}` });
    await page.waitForURL(new RegExp(`/parameter/BA/${TEMP}$`));
    const row = page.locator('[data-testid="parameter-values"] tbody tr.ant-table-row').first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(/71\.5/);
    await page.getByRole('button', { name: 'History' }).click();
    await page.locator('[data-testid="audit-trail"] tbody tr.ant-table-row').first().waitFor();
    await page.close();
  });

  it('says why a refused page sent the user Home', async () => {
    const page = await newPage();
    await suite.signIn(page, 'auditor.co', 'Peterborough', { path: '/operations' });
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('You cannot open /operations: it needs the Operations permission.').waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('You cannot open /operations').waitFor({ state: 'detached' });
    await page.close();
  });
});
