import { addDays, factoryHourToInstant, instantToFactory, type FactoryHour, type ReportWriteResult } from '@ftr/contracts';
import { browserSuite } from '../testing/browserSuite.ts';

// The browser judges its sign-in by the real clock: the server runs on it, then moves on (by at most two
// hours; the sign-in is remembered) past the end of a factory hour at least ten minutes away, the schedule's run.
let ahead = 0;
const runTarget = (): FactoryHour => {
  const hour = instantToFactory(new Date(Date.now() + 600_000));
  // Hour 25 of the autumn day cannot be scheduled: take the next day's first hour.
  return hour.hour > 24 ? { date: addDays(hour.date, 1), hour: 1 } : hour;
};
const suite = browserSuite({ clock: { now: () => new Date(Date.now() + ahead) } });
const { describeBrowser, newPage } = suite;

describeBrowser('schedules in the browser (Chromium)', () => {
  it('schedules a report on its manage screen and sees the mail with the workbook in the outbox', async () => {
    // A retry starts again on the real clock.
    ahead = 0;
    const tag = Date.now().toString(36);
    const name = `E2E scheduled ${tag}`;
    const to = `e2e.${tag}@example.com`;
    const body = { REPORT_NAME: name, ACCESS_LEVEL: 1, REPORT_TYPE: 2, RCAT_ID: 1, PERD_CODE: 'D', SUPPRESS_BLANK_ROWS: false };
    const { ID } = await suite.api<ReportWriteResult>('manager.co', 'BA', 'POST', '/report', body);
    await suite.server().settle();
    const page = await newPage();
    await suite.signIn(page, 'manager.co', 'Bardney', { path: `/report/manage/${ID}`, remember: true });
    await page.getByText('Not scheduled: use New schedule').waitFor();

    const current = runTarget();
    const { hour } = current;
    await page.getByRole('button', { name: 'New schedule' }).click();
    await page.getByLabel('Factory hour').fill(String(hour));
    await page.getByLabel('Recipients').fill(`${to}, bad-address`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid e-mail address: bad-address').waitFor();
    await page.getByLabel('Recipients').fill(to);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Schedule Created').waitFor();
    const table = page.locator('[data-testid="schedules"]');
    await table.getByText(`Daily at factory hour ${hour}`).waitFor();
    await table.getByText('Not run yet').waitFor();
    await suite.server().settle();

    ahead = factoryHourToInstant(current.date, hour).getTime() + 60_000 - Date.now();
    await suite.server().scheduler.runDue();
    const mail = suite
      .server()
      .outbox()
      .find((m) => m.to === to);
    expect(mail?.subject).toBe(`${name}: ${current.date}`);
    expect(mail?.text).toContain(`filename="${name}.xlsx"`);
    await table.getByText('Sent').waitFor();
    // The period's own cell (the run's time stamp may hold the same date).
    await table.getByText(current.date, { exact: true }).waitFor();
  });
});
