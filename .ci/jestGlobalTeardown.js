// Removes what .ci/jestGlobalSetup.js made (the same process: its globals are still here).
import { rmSync } from 'node:fs';

export default async function teardown() {
  await globalThis.ftrBrowserServer?.close();
  if (globalThis.ftrTemplatesMade) rmSync(globalThis.ftrTemplatesMade, { recursive: true, force: true });
}
