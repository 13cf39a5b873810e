// The node test environment, plus one line per test file with the CPU its worker spent on it (user + system, module
// loading, servers and teardown included) in FTR_CPU_LOG, which .ci/jest-summary.js sums by tier: on two shared
// cores the wall time of a file says more about its neighbours than about itself.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { TestEnvironment } from 'jest-environment-node';

export default class CpuEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = relative(config.globalConfig.rootDir, context.testPath);
    this.tier = config.projectConfig.displayName?.name ?? '';
    this.started = process.cpuUsage();
  }

  async teardown() {
    await super.teardown();
    const log = process.env.FTR_CPU_LOG;
    if (!log) return;
    const { user, system } = process.cpuUsage(this.started);
    appendFileSync(log, `${JSON.stringify({ tier: this.tier, path: this.testPath, cpuMs: Math.round((user + system) / 1000) })}\n`);
  }
}
