// Prints the plain closing line CI reads ('tests: N passed, N failed, N skipped'), after the ten slowest test
// files (where the suite's time goes, to keep it well under CI's 15 minutes).
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { relative } from 'node:path';

/** The machine's CPU time so far (busy and all, in clock ticks), from /proc/stat where the machine has it. */
const machineTicks = () => {
  if (!existsSync('/proc/stat')) return undefined;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle and iowait
  const all = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0); // user .. steal (guest time is inside user)
  return { busy: all - idle, all };
};

export default class SummaryReporter {
  onRunStart() {
    this.started = machineTicks();
  }

  onRunComplete(_contexts, results) {
    // How busy the whole machine was during the run: well under 100 % means the workers spent their time waiting
    // (timers, the browser, child processes), and more of them would finish sooner; near 100 %, CPU is the limit.
    const ended = machineTicks();
    if (this.started && ended && ended.all > this.started.all) {
      const busy = (100 * (ended.busy - this.started.busy)) / (ended.all - this.started.all);
      const load = loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      process.stdout.write(`machine CPU busy during the run: ${busy.toFixed(0)} % of ${cpus().length} cores (load average now ${load})\n`);
    }
    const slowest = results.testResults
      .map((file) => ({ path: relative(process.cwd(), file.testFilePath), seconds: (file.perfStats.end - file.perfStats.start) / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10);
    if (slowest.length > 1) {
      process.stdout.write(`slowest test files:\n${slowest.map((f) => `  ${f.seconds.toFixed(1).padStart(6)} s  ${f.path}`).join('\n')}\n`);
    }
    // Tests that passed only on a second attempt (.ci/retryBrowserTests.js): flaky, to be fixed.
    const flaky = results.testResults.flatMap((file) =>
      file.testResults
        .filter((test) => test.status === 'passed' && (test.invocations ?? 1) > 1)
        .map((test) => `  ${relative(process.cwd(), file.testFilePath)}: ${test.fullName}`),
    );
    if (flaky.length > 0) process.stdout.write(`flaky (passed on a second attempt):\n${flaky.join('\n')}\n`);
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
    process.stdout.write(`tests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped\n`);
  }
}
