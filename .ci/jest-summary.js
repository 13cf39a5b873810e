// Prints the plain closing line CI reads ('tests: N passed, N failed, N skipped'), after the ten slowest test
// files (where the suite's time goes, to keep it well under CI's 15 minutes).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** CPU seconds (user + system) of a process and all its live descendants, from /proc; undefined without /proc. */
const treeCpuSeconds = (rootPid) => {
  if (!existsSync('/proc/stat')) return undefined;
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // comm may hold spaces or parentheses: the fields start after its closing parenthesis
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // the process ended while the folder was read
    }
  }
  const tree = new Set([rootPid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, { ppid }] of stats) {
      if (tree.has(pid) || !tree.has(ppid)) continue;
      tree.add(pid);
      grown = true;
    }
  }
  return [...tree].reduce((sum, pid) => sum + (stats.get(pid)?.ticks ?? 0), 0) / 100; // USER_HZ is 100 on Linux
};

/** Per tier and per file: the CPU the workers spent (.ci/cpuEnvironment.js), and the shared Chromium's. */
const cpuReport = () => {
  const log = process.env.FTR_CPU_LOG;
  if (!log || !existsSync(log)) return '';
  const files = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const byTier = new Map();
  for (const file of files) byTier.set(file.tier, (byTier.get(file.tier) ?? 0) + file.cpuMs / 1000);
  const tiers = [...byTier].map(([tier, seconds]) => `${tier} ${seconds.toFixed(0)} s`).join(', ');
  const chromium = process.env.FTR_CHROMIUM_PID ? treeCpuSeconds(Number(process.env.FTR_CHROMIUM_PID)) : undefined;
  const heaviest = files
    .sort((a, b) => b.cpuMs - a.cpuMs)
    .slice(0, 10)
    .map((file) => `  ${(file.cpuMs / 1000).toFixed(1).padStart(6)} s  ${file.path}`)
    .join('\n');
  // The parent runs jest itself and, with a shared Chromium, the Playwright server every browser file's calls go through.
  const { user, system } = process.cpuUsage();
  const parent = `; jest's own process ${((user + system) / 1e6).toFixed(0)} s`;
  return `CPU of the test workers by tier: ${tiers}${chromium === undefined ? '' : `; the shared Chromium ${chromium.toFixed(0)} s`}${parent}\nmost CPU per file:\n${heaviest}\n`;
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
    process.stdout.write(cpuReport());
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
