import { randomUUID } from 'node:crypto';
import { addDays, dataScreenStream } from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { browserSuite } from '../testing/browserSuite.ts';
import { gridFixtures } from '../testing/gridFixtures.ts';
import { changeRecord } from '../testing/values.ts';

const suite = browserSuite();
const { describeBrowser, newPage } = suite;
const grid = gridFixtures(suite);

describeBrowser('the due board in the browser (Chromium)', () => {
  it('lists a screen with missing cells, counts them on the Data Entry link, and clears a cell live when a value is entered elsewhere', async () => {
    const [joined, late] = ['DE-JOIN-V-1H', 'DE-OLD-V-1H'];
    const id = await grid.screen('supervisor.ba', `Due e2e ${randomUUID().slice(0, 6)}`, [joined, late]);
    // One member as if added two days ago (real time: members added now have no hour due yet).
    await suite.server().infra.eventStore.append(
      dataScreenStream(id),
      [
        {
          type: 'DataScreenMemberAdded',
          data: { id, site: 'BA', memberNo: 99, code: late, separator: false },
          metadata: testMetadata({ timestamp: new Date(Date.now() - 2 * 86_400_000).toISOString() }),
        },
      ],
      'any',
    );
    const operation = await grid.activeOperation('supervisor.ba');
    const yesterday = addDays(grid.today, -1);

    const page = await newPage();
    await suite.signIn(page, 'supervisor.ba', 'Bardney', { path: '/dataentry/due' });
    const row = page.locator(`tr[data-row-key="${id}"]`);
    await row.waitFor();
    await page.getByTestId('due-badge').waitFor();
    const weekCell = row.locator('td').nth(4);
    const before = Number(await weekCell.innerText());
    expect(before).toBeGreaterThanOrEqual(24); // at least yesterday's 24 hours

    // Entered through the API (another user's grid): the open board drops the cell on the change notice.
    await grid.api('supervisor.ba', 'POST', '/data', {
      submissionId: randomUUID(),
      data: [changeRecord(operation, late, yesterday, 5, 1)],
    });
    await page.waitForFunction(
      ({ key, want }) => document.querySelector(`tr[data-row-key="${key}"] td:nth-child(5)`)?.textContent === String(want),
      { key: String(id), want: before - 1 },
    );

    // The grid of that day marks the cells still missing (the one entered is no longer among them).
    await page.goto(`${suite.server().url}/dataentry/${id}/${operation}/HLY/${yesterday}/END`);
    await grid.gridReady(page);
    const marks = page.getByTestId('due-marks');
    await marks.waitFor({ state: 'attached' });
    const css = await marks.textContent();
    // The keys sit in CSS attribute selectors, their bars escaped.
    const key = (hour: number) => `${late}\\|${yesterday}\\|${hour}"`;
    expect(css).toContain(key(4));
    expect(css).not.toContain(key(5));
  });
});
