// Jest's global setup, run once in the parent process before the workers start (they inherit its environment):
// - FTR_TEST_TEMPLATES: a folder for the seeded data folders the test servers of this run share
//   (server/src/testing/templates.ts), on the same temp folder as the servers' own data (jest.config.js);
// - FTR_CHROMIUM_WS: one Chromium for the run's browser test files, which connect to it instead of each
//   starting its own (server/src/testing/browser.ts); each file still gets fresh contexts.
// .ci/jestGlobalTeardown.js removes both. A variable already set is the caller's, kept as it is ('' turns it off).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags of server/src/testing/browser.ts.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default async function setup() {
  if (process.env.FTR_TEST_TEMPLATES === undefined) {
    process.env.FTR_TEST_TEMPLATES = mkdtempSync(join(tmpdir(), 'ftr-templates-'));
    globalThis.ftrTemplatesMade = process.env.FTR_TEST_TEMPLATES;
  }
  // One shared Chromium is opt-in (FTR_SHARED_CHROMIUM=1): a browser reached over a connection cannot hand a test
  // its downloads' paths (the export tests read the files), so by default each file starts its own.
  if (process.env.FTR_CHROMIUM_WS === undefined && process.env.FTR_SHARED_CHROMIUM === '1' && existsSync(CHROMIUM_PATH)) {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
    process.env.FTR_CHROMIUM_WS = server.wsEndpoint();
    globalThis.ftrBrowserServer = server;
  }
}
