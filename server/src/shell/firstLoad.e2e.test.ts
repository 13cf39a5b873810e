import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite, UI_DIST } from '../testing/browserSuite.ts';
import { waitForExpression } from '../testing/pageWait.ts';

/**
 * The first-load budget in a real browser: what /login and Home actually download (JS + CSS, bytes on the wire:
 * the server compresses them), from the page's resource timing (`encodedBodySize`), and that a page whose
 * chunk is gone after a redeploy offers a reload rather than a blank page. Budgets: today's figures plus a
 * little room, like bench/uiBundle.ts's (which counts gzip-9 from the manifest); Home's counts the whole
 * journey (the sign-in page's chunks too). The targets: /login 150 kB, Home 250 kB (docs/ui.md, First load).
 */
const LOGIN_BUDGET_KB = 147;
const HOME_BUDGET_KB = 250;

const suite = browserSuite();
const { describeBrowser } = suite;

/** The built file of a module loaded on demand, from the build's manifest. */
const chunkOf = (moduleSuffix: string): string => {
  const path = resolve(UI_DIST, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the UI with its config (build.manifest)`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file: string }>;
  const entry = Object.entries(manifest).find(([key]) => key.endsWith(moduleSuffix));
  if (!entry) throw new Error(`the UI manifest has no ${moduleSuffix}`);
  return `/${entry[1].file}`;
};

interface Loaded {
  files: string[];
  encodedKb: number;
  decodedKb: number;
}

/** JS and CSS the page has fetched so far, with their transferred (encoded) and decoded sizes. */
const loadedCode = (page: Page): Promise<Loaded> =>
  page.evaluate<Loaded>(`(() => {
    const code = performance.getEntriesByType('resource').filter((entry) => /\\.(js|css)(\\?|$)/.test(new URL(entry.name).pathname));
    return {
      files: code.map((entry) => new URL(entry.name).pathname),
      encodedKb: code.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1000,
      decodedKb: code.reduce((sum, entry) => sum + entry.decodedBodySize, 0) / 1000,
    };
  })()`);

const hasLoaded = (file: string) =>
  `performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === ${JSON.stringify(file)})`;

describeBrowser('first load in the browser (Chromium)', () => {
  it('/login downloads only the sign-in page: no antd, no socket.io, no charts, within its budget', async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.server().url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const loaded = await loadedCode(page);
    console.log(
      `/login: ${loaded.files.length} JS/CSS files, ${loaded.encodedKb.toFixed(1)} kB transferred (${loaded.decodedKb.toFixed(1)} kB decoded)`,
    );
    expect(loaded.files).toContain(chunkOf('src/pages/login/index.tsx'));
    expect(loaded.files).not.toContain(chunkOf('socket.io-client/build/esm/index.js'));
    // TanStack Query and the shell arrive with the frame of the other pages, antd with the first page drawn with it.
    expect(loaded.files).not.toContain(chunkOf('src/layout/AppFrame.tsx'));
    expect(loaded.files).not.toContain(chunkOf('src/layout/AntFrame.tsx'));
    expect(loaded.files.filter((file) => /makeChartComp|charts|plots/.test(file))).toEqual([]);
    expect(
      await page.evaluate(`performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/socket.io/')).length`),
    ).toBe(0);
    // Compressed on the wire: far fewer bytes than the code itself.
    expect(loaded.encodedKb).toBeLessThan(loaded.decodedKb / 2);
    expect(loaded.encodedKb).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
    await page.context().close();
  });

  it('signing in and showing Home (shell, sidebar, live socket) stays within its budget and loads no antd until a page needs it', async () => {
    const page = await suite.newPage();
    await suite.signIn(page, 'operator.ba', 'Bardney');
    await page.getByTestId('greeting').waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // The signed-in frame's chunk and socket.io-client arrive after sign-in.
    await waitForExpression(page, hasLoaded(chunkOf('socket.io-client/build/esm/index.js')));
    await waitForExpression(page, hasLoaded(chunkOf('src/layout/AppFrame.tsx')));
    const loaded = await loadedCode(page);
    console.log(
      `/login then Home: ${loaded.files.length} JS/CSS files, ${loaded.encodedKb.toFixed(1)} kB transferred (${loaded.decodedKb.toFixed(1)} kB decoded)`,
    );
    expect(loaded.files).toContain(chunkOf('src/pages/home/index.tsx'));
    // Dialogs load when first opened.
    expect(loaded.files).not.toContain(chunkOf('src/layout/siteChange/SiteChangeDialog.tsx'));
    expect(loaded.files.filter((file) => /makeChartComp|charts|plots/.test(file))).toEqual([]);
    expect(loaded.encodedKb).toBeLessThanOrEqual(HOME_BUDGET_KB);
    // Home and the shell draw no antd: its providers (and style engine) arrive with the first page drawn with it.
    expect(loaded.files).not.toContain(chunkOf('src/layout/AntFrame.tsx'));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Data Entry', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dataentry');
    await waitForExpression(page, hasLoaded(chunkOf('src/layout/AntFrame.tsx')));
    await page.context().close();
  });

  it('a page whose chunk is gone (a redeploy) says a new version is available and reloads', async () => {
    const context = await suite.consentedContext();
    const home = chunkOf('src/pages/home/index.tsx');
    let gone = true;
    await context.route(`**${home}`, (route) => (gone ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue()));
    const page = await context.newPage();
    await suite.signIn(page, 'operator.ba', 'Bardney');
    const notice = page.getByTestId('new-version');
    await notice.waitFor();
    expect(await notice.getByRole('heading').innerText()).toBe('A new version is available — reload');
    // The shell stays (top bar), so the user is not left on a blank page.
    await page.getByTestId('user-name').waitFor();
    gone = false;
    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('greeting').waitFor();
    await context.close();
  });
});
