import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import type { Site } from '@ftr/contracts';
import { chromiumMissing, launchChromium } from './browser.ts';
import { startTestServer, ADMIN_PASSWORD, DEMO_PASSWORD, type TestServer } from './embedded.ts';

/** The built UI the browser suites serve: `UI_DIST` when set (a private build), else ui/dist. */
export const UI_DIST = resolve(process.env['UI_DIST'] ?? 'ui/dist');
export const CONSENT_KEY = 'ftr.cookieConsent';

/** Folders of savedDownload, removed when the file's suite stops. */
const downloadFolders: string[] = [];

/**
 * A download saved to a temp folder of its own: `saveAs` streams the file from a browser reached over a connection
 * (the run's shared Chromium), where `download.path()` is refused.
 */
export const savedDownload = async (download: Download): Promise<string> => {
  const folder = mkdtempSync(join(tmpdir(), 'ftr-download-'));
  downloadFolders.push(folder);
  const path = join(folder, download.suggestedFilename());
  await download.saveAs(path);
  return path;
};

/** Picks the sign-in page's site by its label: a native select (the page loads no antd). */
export const chooseLoginSite = async (page: Page, siteLabel: string): Promise<void> => {
  await page.getByLabel('Site').selectOption({ label: siteLabel });
};

export interface BrowserSuite {
  /** `describe`, or `describe.skip` with the printed reason when Chromium is absent (a failure under CI=true). */
  describeBrowser: jest.Describe;
  server: () => TestServer;
  browser: () => Browser;
  /** A fresh browser whose cookie consent is already given, so the banner never covers the page. */
  consentedContext: () => Promise<BrowserContext>;
  /**
   * A new page, signed out, with nothing left on the origin by an earlier test: in the file's own consented context
   * (its caches warm), or in a fresh one when the test already has a page open there (a second user side by side).
   * Pages and contexts made here close after each test.
   */
  newPage: () => Promise<Page>;
  /** Fills the login form at `path` (default /login) and signs in; resolves once the form is gone. */
  signIn: (page: Page, username: string, siteLabel: string, options?: { path?: string; remember?: boolean }) => Promise<void>;
  /** Calls the API as `username` at `site` (a fresh sign-in per call); anything but 200 throws with the answer. */
  api: <T>(username: string, site: Site, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => Promise<T>;
}

/**
 * One embedded server (demo plant, built UI) and one Chromium for a browser test file, started in
 * beforeAll and stopped in afterAll. Call at the top level of the test file.
 */
export const browserSuite = (options: Parameters<typeof startTestServer>[0] = {}): BrowserSuite => {
  const missing = chromiumMissing();
  let server: TestServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    if (missing) return;
    if (!existsSync(resolve(UI_DIST, 'index.html'))) throw new Error(`${UI_DIST} is missing: run \`npm run build\` first (npm test does)`);
    server = await startTestServer({ ...options, uiDist: UI_DIST });
    browser = await launchChromium();
  });
  // The file's context: a page loaded in a fresh context compiles the whole UI again (about 1 s of Chromium's CPU
  // more than in a context that has loaded it), so tests share one and start from an emptied origin instead.
  let shared: BrowserContext | undefined;
  const extraContexts: BrowserContext[] = [];
  const fileContexts: BrowserContext[] = [];
  // A page made outside a test (beforeAll) serves the whole file: it has a context of its own, left open.
  let inTest = false;
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    for (const context of extraContexts.splice(0)) await context.close();
    if (shared === undefined) return;
    for (const page of shared.pages()) await page.close();
    await shared.setOffline(false);
  });
  afterAll(async () => {
    for (const context of fileContexts.splice(0)) await context.close();
    await browser?.close();
    await server?.destroy();
    for (const folder of downloadFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not running`);
    return value;
  };
  const consentedContext = async () => {
    // With the system's "reduce motion" setting antd animates nothing (AntFrame.tsx), so no click lands on a dialog
    // still zooming in: on two busy cores, a Cancel clicked mid-zoom hit the form field under its moving button.
    const context = await must(browser, 'browser').newContext({ reducedMotion: 'reduce' });
    const consent = JSON.stringify({ accepted: 'all', at: new Date().toISOString() });
    await context.addInitScript(`window.localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, ${JSON.stringify(consent)})`);
    return context;
  };

  return {
    describeBrowser: missing ? describe.skip : describe,
    server: () => must(server, 'server'),
    browser: () => must(browser, 'browser'),
    consentedContext,
    async newPage() {
      if (!inTest) {
        const own = await consentedContext();
        fileContexts.push(own);
        return own.newPage();
      }
      if (shared === undefined) {
        const context = await consentedContext();
        context.on('close', () => {
          if (shared === context) shared = undefined;
        });
        shared = context;
      }
      if (shared.pages().length > 0) {
        const own = await consentedContext();
        extraContexts.push(own);
        return own.newPage();
      }
      const page = await shared.newPage();
      // Storage, cookies, IndexedDB, service workers and Cache Storage of the origin go; the HTTP and code caches
      // stay (answers carry ETags and `no-cache`, so a cached answer is always checked with the server).
      const cdp = await shared.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: must(server, 'server').url, storageTypes: 'all' });
      await cdp.detach();
      return page;
    },
    async signIn(page, username, siteLabel, { path = '/login', remember = false } = {}) {
      await page.goto(`${must(server, 'server').url}${path}`);
      const form = page.getByRole('button', { name: 'Sign In' });
      await form.waitFor();
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);
      await chooseLoginSite(page, siteLabel);
      if (remember) await page.getByLabel('Remember Me').check();
      await form.click();
      await form.waitFor({ state: 'detached' });
    },
    async api<T>(username: string, site: Site, method: 'GET' | 'POST' | 'PUT', url: string, body?: object): Promise<T> {
      const { token } = await must(server, 'server').login(username, site);
      const response = await must(server, 'server').request({ method, url: `/api${url}`, token, ...(body ? { body } : {}) });
      if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
      return response.json<T>();
    },
  };
};
