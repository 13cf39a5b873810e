/**
 * Prints why a suite skips. Written straight to stderr: Jest drops the buffered console output of a
 * suite whose tests are all skipped, and the reason must reach the person (or CI log) reading the run.
 */
export const printSkip = (line: string): void => {
  process.stderr.write(`${line.startsWith('SKIP') ? line : `SKIP ${line}`}\n`);
};
