// Removes what .ci/jestGlobalSetup.js made (the same process: its globals are still here).
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

export default async function teardown() {
  await globalThis.ftrBrowserServer?.close();
  if (globalThis.ftrCpuLogMade) rmSync(dirname(globalThis.ftrCpuLogMade), { recursive: true, force: true });
  if (globalThis.ftrTemplatesMade) rmSync(globalThis.ftrTemplatesMade, { recursive: true, force: true });
}
