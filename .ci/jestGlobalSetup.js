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
  // Each test file's CPU, appended by .ci/cpuEnvironment.js and summed by .ci/jest-summary.js.
  if (process.env.FTR_CPU_LOG === undefined) {
    process.env.FTR_CPU_LOG = join(mkdtempSync(join(tmpdir(), 'ftr-cpu-')), 'files.jsonl');
    globalThis.ftrCpuLogMade = process.env.FTR_CPU_LOG;
  }
  if (process.env.FTR_TEST_TEMPLATES === undefined) {
    process.env.FTR_TEST_TEMPLATES = mkdtempSync(join(tmpdir(), 'ftr-templates-'));
    globalThis.ftrTemplatesMade = process.env.FTR_TEST_TEMPLATES;
  }
  // One shared Chromium unless FTR_SHARED_CHROMIUM=0 (then each browser file starts its own): a launch per file cost
  // ~1.3-2.6 s CPU. Downloads reach the tests through saveAs, which works over the connection (savedDownload).
  if (process.env.FTR_CHROMIUM_WS === undefined && process.env.FTR_SHARED_CHROMIUM !== '0' && existsSync(CHROMIUM_PATH)) {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
    process.env.FTR_CHROMIUM_WS = server.wsEndpoint();
    process.env.FTR_CHROMIUM_PID = String(server.process().pid);
    globalThis.ftrBrowserServer = server;
  }
}
