import { printSkip } from '@ftr/infra/testing/skip.ts';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium, never a downloaded browser. Absent: the caller skips with the printed reason,
 * except under CI=true where a missing browser is a failure.
 */
export const chromiumMissing = (): string | undefined => {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  const reason = `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
  if (process.env['CI'] === 'true') throw new Error(`CI needs the browser tests: ${reason}`);
  printSkip(`SKIP browser tests: ${reason}`);
  return reason;
};

/**
 * A browser for one test file: a connection to the jest run's shared Chromium when there is one
 * (FTR_CHROMIUM_WS, started by .ci/jestGlobalSetup.js with these flags), else a Chromium of its own. Closing it
 * closes the contexts it made (and a Chromium of its own).
 */
export const launchChromium = (): Promise<Browser> => {
  const shared = process.env['FTR_CHROMIUM_WS'];
  return shared ? chromium.connect(shared) : chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
};
