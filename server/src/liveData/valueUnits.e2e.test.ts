import { randomUUID } from 'node:crypto';
import { addDays, factoryToday, systemClock, type OperationDto, type ScreenWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';

// A value names its unit wherever a parameter's values are listed: a CCF's data values and a wallboard's
// column headings show the parameter's unit as the grid and History do (ui/src/format/units.ts).
const suite = browserSuite();
const { describeBrowser, newPage } = suite;

/** A BA CCF parameter in °C (the diffuser temperature, checks 62..78). */
const CODE = 'DF-TP-V-1H';
const supervisor = <T>(method: 'GET' | 'POST', url: string, body?: object) => suite.api<T>('supervisor.ba', 'BA', method, url, body);

describeBrowser('units beside values on the CCF data values and the wallboard (Chromium)', () => {
  it("shows the unit in the CCF data values' heading and beside each value", async () => {
    const operation = (await supervisor<OperationDto[]>('GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
    // An open CCF for the parameter (the one already open when there is one) with a data value of 70.4 °C.
    const { id } = await supervisor<{ id: string }>('POST', '/ccf', { parameter: CODE, operation });
    const date = addDays(factoryToday(systemClock.now()), -1);
    await supervisor('POST', `/ccf-data/${encodeURIComponent(id)}`, {
      analyst: 'Units check',
      date,
      hour: 10,
      value: 70.4,
      reason: 'Re-test',
    });

    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: `/ccf/${encodeURIComponent(id)}/${CODE}` });
    const list = page.getByTestId('ccf-data-values');
    await list.locator('thead').getByText('Value (°C)', { exact: true }).waitFor();
    await list.locator('tbody').getByText('70.4 °C', { exact: true }).first().waitFor();
    // The value is typed in the parameter's unit: the dialog's field says which.
    await page.getByRole('button', { name: 'Add data value' }).click();
    await page.getByRole('dialog', { name: 'Add Data Value' }).getByLabel('Value (°C)').waitFor();
    await page.close();
  });

  it("shows the unit under a wallboard column's headings", async () => {
    const DESCRIPTION = `Units wallboard ${randomUUID().slice(0, 6)}`;
    const { ID } = await supervisor<ScreenWriteResult>('POST', '/data-screen', {
      DESCRIPTION,
      SCREEN_TYPE: 'HLY',
      ACCESS_LEVEL: 1,
      AREA: 'V',
    });
    await supervisor('POST', `/data-screen-member/${ID}/${CODE}`);
    await suite.server().settle();

    const page = await newPage();
    await page.setViewportSize({ width: 1920, height: 1080 });
    const path = `/live/wallboard/BA/${ID}?range=1D`;
    await suite.signIn(page, 'operator.ba', 'Bardney', { path });
    await page.waitForURL(`**${path}`);
    await page.locator('[data-testid="live-grid"][data-ready="true"]').waitFor();
    const heading = page.locator(`th[data-code="${CODE}"]`).first();
    await heading.getByText('(°C)', { exact: true }).waitFor();
    expect(await heading.getAttribute('title')).toContain('(°C)');
    await page.close();
  });
});
