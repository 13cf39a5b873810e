import { randomUUID } from 'node:crypto';
import { addDays, factoryToday } from '@ftr/contracts';
import type { Page } from 'playwright-core';
import { browserSuite } from '../testing/browserSuite.ts';
import { chooseOption } from '../testing/pageWait.ts';

const suite = browserSuite({ demoDays: 0 });
const { describeBrowser, newPage } = suite;

const openComments = async (page: Page, username: string) => {
  await suite.signIn(page, username, 'Bardney', { path: '/twitter' });
  await page.getByRole('heading', { name: 'Production Comments' }).waitFor();
};
const commentCard = (page: Page, text: string) => page.getByTestId('comment').filter({ hasText: text });

describeBrowser('production comments in the browser (Chromium)', () => {
  it('posts a comment that other open pages show at once, and only its author deletes it', async () => {
    const text = `Evaporator 3 cleaned ${randomUUID().slice(0, 8)}`;
    const colleague = await newPage();
    await openComments(colleague, 'operator.ba');
    const home = await newPage();
    await suite.signIn(home, 'operator.ba', 'Bardney');
    await home.getByTestId('home-comments').waitFor();

    const author = await newPage();
    await openComments(author, 'supervisor.ba');
    await author.getByLabel('Type').click();
    await chooseOption(author, 'Customer Supply');
    await author.getByLabel('Comment', { exact: true }).fill(text);
    await author.getByRole('button', { name: 'Submit' }).click();
    await author.getByText('Comment Submitted').waitFor();

    const mine = commentCard(author, text);
    await mine.waitFor();
    expect(await mine.innerText()).toContain('Customer Supply');
    expect(await mine.innerText()).toMatch(/Late Comment|On Time/);
    await mine.getByRole('button', { name: 'Delete comment' }).waitFor();

    // Without a reload: the colleague's /twitter page and the home page.
    const theirs = commentCard(colleague, text);
    await theirs.waitFor();
    expect(await theirs.getByRole('button', { name: 'Delete comment' }).count()).toBe(0);
    await commentCard(home, text).waitFor();

    await mine.getByRole('button', { name: 'Delete comment' }).click();
    await author.getByText('Comment Removed').waitFor();
    await mine.waitFor({ state: 'detached' });
    await theirs.waitFor({ state: 'detached' });
    await commentCard(home, text).waitFor({ state: 'detached' });
  });

  it('reads an earlier factory day with the date picker (the demo notes: one on time, one late)', async () => {
    const page = await newPage();
    await openComments(page, 'operator.ba');
    const yesterday = addDays(factoryToday(new Date()), -1);
    const picker = page.getByLabel('Comments date');
    await picker.click();
    await picker.fill(yesterday);
    await picker.press('Enter');
    // Yesterday's demo notes are the second of each list (demoComments.ts); today's the first.
    await commentCard(page, 'Lime kiln 1 down').waitFor();
    await commentCard(page, 'Two tankers of molasses').waitFor();
    await commentCard(page, 'Slicing steady').waitFor({ state: 'detached' });
    const list = page.getByTestId('comment-list');
    expect(await list.getByText('Late Comment').count()).toBe(1);
    expect(await list.getByText('On Time').count()).toBe(1);
    expect(await page.getByTestId('comment').count()).toBe(2);
    // Operator Owen did not write one of them: only his own could show a delete button.
    const owen = page.getByTestId('comment').filter({ hasText: 'Owen Ashby' });
    expect(await owen.getByRole('button', { name: 'Delete comment' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Delete comment' }).count()).toBe(1);
  });
});
