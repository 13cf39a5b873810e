// Prints the plain closing line CI reads ('tests: N passed, N failed, N skipped'), after the ten slowest test
// files (where the suite's time goes, to keep it well under CI's 15 minutes).
import { relative } from 'node:path';

export default class SummaryReporter {
  onRunComplete(_contexts, results) {
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
