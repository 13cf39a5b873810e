import type { Page } from 'playwright-core';
import {
  addDays,
  factoryToday,
  realLabel,
  type AuditTrailPage,
  type CcfParameterDto,
  type CcfView,
  type DataPoint,
  type OperationDto,
} from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;

let token = '';
const api = async <T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> => {
  token ||= (await suite.server().login('supervisor.ba', 'BA')).token;
  const response = await suite.server().request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return response.json<T>();
};

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').getByText(text, { exact: true }).waitFor();
const trailRows = (page: Page) => page.locator('[data-testid="audit-trail"] tbody tr.ant-table-row');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describeBrowser('the CCF pages in the browser (Chromium)', () => {
  let operation = '';
  let parameter: CcfParameterDto | undefined;

  beforeAll(async () => {
    operation = (await api<OperationDto[]>('GET', '/operations/active'))[0]?.OPTN_CODE ?? '';
    if (!operation) throw new Error('the demo plant has no active operation at BA');
    // A CCF parameter with no CCF open in that operation, so the dialog raises a new one.
    const open = await api<CcfView[]>('GET', '/ccf');
    const busy = new Set(open.filter((c) => c.OPERATION === operation && c.STATUS === 'O').map((c) => c.PARAMETER));
    parameter = (await api<CcfParameterDto[]>('GET', '/ccf-parameters/list')).find((p) => !busy.has(p.CODE));
    if (!parameter) throw new Error('every demo CCF parameter has an open CCF');
  });

  it('raises a CCF with a first comment, comments, enters a data value with its History, closes and deletes it', async () => {
    const code = parameter?.CODE ?? '';
    // This attempt's own changes: the audit trail below is read from here on, so an earlier attempt's rows do not count.
    const started = new Date().toISOString();
    const page = await newPage();
    // Every refusal the page received, every write it sent, its console errors and the deletion's steps, with
    // when: said when a 'CCF Not found' toast is not expected or the page does not go back to the list.
    const timeline: string[] = [];
    const mark = (what: string) => timeline.push(`${new Date().toISOString()} ${what}`);
    page.on('response', (r) => {
      if (r.status() >= 400 || r.request().method() !== 'GET') mark(`${r.request().method()} ${r.url()} ${r.status()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') mark(`console ${m.type()}: ${m.text()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) mark(`at ${frame.url()}`);
    });
    page.on('pageerror', (error) => mark(`page error: ${error.message}`));
    await suite.signIn(page, 'supervisor.ba', 'Bardney');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByTestId('ccf-badges').waitFor();
    await nav.locator('a[href="/ccf"]').click();
    await page.waitForURL(/\/ccf$/);
    await page.locator('[data-testid="ccf-list"] tbody tr.ant-table-row').first().waitFor();

    // Raise: parameter, operation (the first active one by default), first comment of the default type.
    await page.getByRole('button', { name: 'Raise CCF' }).click();
    const raise = page.getByRole('dialog', { name: 'Raise CCF' });
    await raise.getByLabel('CCF Parameter').click();
    await chooseOption(page, `${code} · ${parameter?.CCF_TITLE ?? ''}`, { exact: true });
    const openDropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await openDropdown.waitFor({ state: 'hidden' });
    await raise.getByTitle(new RegExp(`^${escape(operation)} · `)).waitFor();
    await raise.getByTitle('General').waitFor(); // type 7 by default
    await raise.getByLabel('Comment Type').click();
    expect(await page.getByTitle('Close Out').count()).toBe(0); // the close type is not offered
    await page.keyboard.press('Escape');
    await openDropdown.waitFor({ state: 'hidden' });
    await raise.getByLabel('Comment', { exact: true }).fill('Operator raised: reading drifting');
    await raise.getByRole('button', { name: 'Raise' }).click();
    await toast(page, `CCF raised for ${code}`);
    await page.waitForURL(new RegExp(`/ccf/[^/]+/${escape(code)}$`));
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[2] ?? '');

    const details = page.getByTestId('ccf-details');
    await details.getByText(operation, { exact: true }).waitFor();
    await details.getByText('OPERATOR', { exact: true }).waitFor();
    expect(await page.getByTestId('ccf-status').first().innerText()).toBe('Open');
    await page.getByTestId('ccf-comments').getByText('Operator raised: reading drifting').waitFor();

    // A second comment.
    await page.getByRole('button', { name: 'Add comment' }).click();
    const comment = page.getByRole('dialog', { name: 'Add Comment' });
    await comment.getByLabel('Comment', { exact: true }).fill('Lab asked to re-test');
    await comment.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Comment Submitted');
    await page.getByTestId('ccf-comments').getByText('Lab asked to re-test').waitFor();
    expect(await page.getByTestId('ccf-comment').count()).toBe(2);

    // One's own comment can be changed; it is then marked as edited.
    await page.getByTestId('ccf-comment').nth(1).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Comment' });
    await edit.getByLabel('Comment', { exact: true }).fill('Lab asked to re-test twice');
    await edit.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Comment Updated');
    await page.getByTestId('ccf-comment').nth(1).getByText('Lab asked to re-test twice').waitFor();
    await page.getByTestId('ccf-comment').nth(1).getByText('edited', { exact: true }).waitFor();

    // A data value inside the trigger band, at the default real date and hour (now).
    const view = await api<CcfView>('GET', `/ccf/${encodeURIComponent(id)}`);
    const low = view.ANALYSIS?.low_trigger ?? 0;
    const high = view.ANALYSIS?.high_trigger ?? low + 2;
    await page.getByRole('button', { name: 'Add data value' }).click();
    const data = page.getByRole('dialog', { name: 'Add Data Value' });
    expect(await data.getByLabel('Analyst').inputValue()).not.toBe('');
    const slot = {
      realDate: await data.getByLabel('Date').inputValue(),
      realHour: Number(await data.getByRole('spinbutton', { name: 'Hour' }).inputValue()),
    };
    expect(slot.realHour).toBeGreaterThanOrEqual(1);
    // Inside the band and not the cell's value now (a retried attempt finds its own earlier value there).
    const today = factoryToday(new Date());
    const points = await api<DataPoint[]>('GET', `/data/BA/${encodeURIComponent(code)}/${addDays(today, -1)}/${addDays(today, 1)}`);
    const inCell = points.find((p) => {
      const label = realLabel(p.PARAM_DATE, p.FTR_HOUR);
      return label.realDate === slot.realDate && label.realHour === slot.realHour;
    })?.PARAM_VALUE;
    const value = [2, 3, 4].map((d) => Math.round((low + (high - low) / d) * 100) / 100).find((v) => v !== inCell) ?? 0;
    // Typed at the parameter's display precision once typing ends, as the grid shows it.
    const { DISPLAY_PRECISION } = await api<{ DISPLAY_PRECISION: number | null }>('GET', `/parameter/BA/${encodeURIComponent(code)}`);
    const valueBox = data.getByRole('spinbutton', { name: 'Value' });
    await valueBox.fill(String(Math.trunc(value)));
    await valueBox.press('Tab');
    expect(await valueBox.inputValue()).toBe(Math.trunc(value).toFixed(DISPLAY_PRECISION ?? 0));
    await valueBox.fill(String(value));
    await data.getByRole('button', { name: 'Submit' }).click();
    await toast(page, `Data value entered for ${code}`);
    const dataRows = page.locator('[data-testid="ccf-data-values"] tbody tr.ant-table-row');
    await dataRows.first().waitFor();
    // Shown at the parameter's display precision (which parameter is free of open CCFs depends on the day's demo data).
    const shown = DISPLAY_PRECISION === null ? String(value) : value.toFixed(DISPLAY_PRECISION);
    expect(await dataRows.first().innerText()).toContain(shown);

    // Its History: the audit trail of the cell, the change made by the CCF.
    await dataRows.first().getByRole('button', { name: 'History' }).click();
    await trailRows(page).first().waitFor();
    const trail = await trailRows(page).allInnerTexts();
    expect(trail.some((row) => /supervisor\.ba/.test(row) && /\bCCF\b/.test(row) && row.includes(shown))).toBe(true);
    await page.keyboard.press('Escape');
    await trailRows(page).first().waitFor({ state: 'detached' });

    // A re-test replacing yesterday's submitted value needs a reason (the site's rule): the grid's reason dialog asks.
    const yesterday = addDays(factoryToday(new Date()), -1);
    const earlier = (await api<DataPoint[]>('GET', `/data/BA/${encodeURIComponent(code)}/${yesterday}/${yesterday}`))[0];
    if (!earlier) throw new Error(`the demo plant has no value of ${code} on ${yesterday}`);
    const real = realLabel(earlier.PARAM_DATE, earlier.FTR_HOUR);
    await page.getByRole('button', { name: 'Add data value' }).click();
    await data.getByLabel('Date').click();
    await data.getByLabel('Date').fill(real.realDate);
    await data.getByLabel('Date').press('Enter');
    await data.getByRole('spinbutton', { name: 'Hour' }).fill(String(real.realHour));
    await data.getByRole('spinbutton', { name: 'Value' }).fill(String(value + 1));
    await data.getByRole('button', { name: 'Submit' }).click();
    const reason = page.getByRole('dialog', { name: 'Reason for change' });
    await reason.getByText(`${code} ${earlier.PARAM_DATE} h${earlier.FTR_HOUR}`).waitFor();
    await reason.getByLabel('Reason').click();
    await chooseOption(page, 'Sample re-tested');
    await reason.getByRole('button', { name: 'Submit' }).click();
    await data.waitFor({ state: 'detached' }); // sent again with the reason, and accepted
    await dataRows.nth(1).waitFor();
    expect(await dataRows.nth(1).innerText()).toContain(earlier.PARAM_DATE);
    const corrected = await api<AuditTrailPage>(
      'GET',
      `/audit-trail/BA/${encodeURIComponent(code)}?from=${yesterday}&to=${yesterday}&source=CCF`,
    );
    expect(corrected.rows.filter((row) => row.at >= started)).toEqual([
      expect.objectContaining({ hour: earlier.FTR_HOUR, previous: earlier.PARAM_VALUE, value: value + 1, reason: 'Sample re-tested' }),
    ]);

    // Close with a Close Out comment.
    await page.getByRole('button', { name: 'Close CCF' }).click();
    const close = page.getByRole('dialog', { name: 'Close CCF' });
    await close.getByText('Close Out', { exact: true }).waitFor();
    await close.getByLabel('Comment', { exact: true }).fill('Re-test within limits; closed');
    await close.getByRole('button', { name: 'Close CCF' }).click();
    await toast(page, `CCF for ${code} closed`);
    await close.waitFor({ state: 'detached' });
    await page.getByTestId('ccf-status').getByText('Closed', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Close CCF' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add comment' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add data value' }).isDisabled()).toBe(true);

    // The list hides it until 'Show Closed' is ticked.
    await page.getByRole('link', { name: 'Back to the CCF list' }).click();
    await page.waitForURL(/\/ccf$/);
    await page.locator('[data-testid="ccf-list"] tbody tr.ant-table-row').first().waitFor();
    const href = `a[href="/ccf/${encodeURIComponent(id)}/${encodeURIComponent(code)}"]`;
    const link = page.getByTestId('ccf-list').locator(href);
    expect(await link.count()).toBe(0);
    await page.getByRole('switch', { name: 'Show Closed' }).click();
    await link.waitFor();
    const row = page.getByTestId('ccf-list').locator('tr.ant-table-row', { has: page.locator(href) });
    expect(await row.innerText()).toMatch(/Closed/);

    // Delete from its page, after a confirmation that shows the comment count.
    await link.click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const { count } = await api<{ count: number }>('GET', `/ccf/commentcount/${encodeURIComponent(id)}`);
    expect(count).toBeGreaterThanOrEqual(2);
    const confirm = page.getByRole('dialog', { name: `Delete CCF for ${code}?` });
    await confirm.getByText(`This CCF has ${count} comments.`, { exact: false }).waitFor();
    mark('confirm Delete clicked');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, `CCF for ${code} removed`);
    mark('removed');
    // Said with where the page is and the deletion's steps when it does not go back to the list.
    await page.waitForURL(/\/ccf$/, { waitUntil: 'commit' }).catch(async (error: unknown) => {
      const notices = await page.locator('.ant-message-notice').allInnerTexts();
      throw new Error(
        `not back on /ccf but on ${page.url()} (${String(error)}); messages shown: ${JSON.stringify(notices)}; the steps:\n${timeline.join('\n')}`,
      );
    });
    mark('on /ccf');
    await page.locator('[data-testid="ccf-list"] tbody tr.ant-table-row').first().waitFor();
    const closedList = page.waitForResponse((r) => r.url().includes('/api/ccf?closed=true') && r.ok());
    await page.getByRole('switch', { name: 'Show Closed' }).click();
    await closedList;
    await page.getByTestId('ccf-list').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await page.locator(href).count()).toBe(0);
    // Its deletion was expected: no 'CCF Not found' (the 404s are named when one shows).
    const toasts = await page.locator('.ant-message-notice').getByText('CCF Not found').count();
    if (toasts > 0) throw new Error(`'CCF Not found' shown after the user's own deletion; the page's 404s:\n${timeline.join('\n')}`);
    expect((await api<CcfView[]>('GET', '/ccf?closed=true')).some((c) => c.ID === id)).toBe(false);
    await page.close();
  });

  it('opens the CCF already open for the parameter and operation instead of raising another', async () => {
    const open = (await api<CcfView[]>('GET', '/ccf')).find((c) => c.OPERATION === operation && c.STATUS === 'O');
    if (!open) throw new Error(`the demo plant has no open CCF in ${operation}`);
    const title = (await api<CcfParameterDto[]>('GET', '/ccf-parameters/list')).find((p) => p.CODE === open.PARAMETER)?.CCF_TITLE ?? '';
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/ccf' });
    await page.getByRole('button', { name: 'Raise CCF' }).click();
    const raise = page.getByRole('dialog', { name: 'Raise CCF' });
    await raise.getByLabel('CCF Parameter').click();
    await chooseOption(page, `${open.PARAMETER} · ${title}`, { exact: true });
    await raise.getByTitle(new RegExp(`^${escape(operation)} · `)).waitFor();
    await raise.getByLabel('Comment', { exact: true }).fill('Seen on the floor too');
    await raise.getByRole('button', { name: 'Raise' }).click();
    await toast(page, `A CCF is already open for ${open.PARAMETER} in ${operation}; your comment was added to it`);
    await page.waitForURL(new RegExp(`/ccf/${escape(encodeURIComponent(open.ID))}/${escape(open.PARAMETER)}$`));
    await page.getByTestId('ccf-comments').getByText('Seen on the floor too').waitFor();
    await page.close();
  });

  it("says 'CCF Not found' for an unknown id and goes back to /ccf", async () => {
    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/ccf/no-such-ccf/XX-NONE' });
    await toast(page, 'CCF Not found');
    await page.waitForURL(/\/ccf$/);
    await page.close();
  });
});
