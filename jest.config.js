// Three tiers by suffix (docs/architecture.md §7): unit, int (HTTP via inject, stores, adapters), e2e (browser or whole process).
import { existsSync } from 'node:fs';

// The tests' data folders (mkdtemp under the temp folder) on tmpfs where the machine has one, unless TMPDIR is set:
// an embedded server commits with synchronous=FULL, and each commit's fsync costs milliseconds on a disk and
// nothing in memory; a demo server's boot took 10.1 s on disk and 4.6 s on /dev/shm (docs/testing.md). Set here,
// before jest starts its workers, so every worker (and the browsers they start) inherits it.
if (process.env.TMPDIR === undefined && existsSync('/dev/shm')) process.env.TMPDIR = '/dev/shm';
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    },
  ],
};
const roots = ['contracts', 'infra', 'read-models', 'command-service', 'projector', 'query-service', 'server', 'ui', 'bench'].map(
  (p) => `<rootDir>/${p}`,
);
const project = (name, suffix, extra = {}) => ({
  displayName: name,
  roots,
  testMatch: [`**/*.${suffix}.test.ts`, `**/*.${suffix}.test.tsx`],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transformIgnorePatterns: ['/node_modules/'],
  transform,
  // node, plus each file's CPU for the run's summary (.ci/cpuEnvironment.js)
  testEnvironment: '<rootDir>/.ci/cpuEnvironment.js',
  ...extra,
});

export default {
  projects: [
    project('unit', 'unit'),
    project('int', 'int'),
    project('e2e', 'e2e', { setupFilesAfterEnv: ['<rootDir>/.ci/retryBrowserTests.js'] }),
  ],
  testTimeout: 60_000,
  // Once per run: the seeded stores test servers copy instead of seeding again, and one Chromium (docs/testing.md).
  globalSetup: '<rootDir>/.ci/jestGlobalSetup.js',
  globalTeardown: '<rootDir>/.ci/jestGlobalTeardown.js',
  // The longest files first, also on a clean clone without jest's timings (.ci/testSequencer.js).
  testSequencer: '<rootDir>/.ci/testSequencer.js',
  // Every core (jest's default leaves one free): the browser tests hold at full parallelism (docs/testing.md).
  maxWorkers: '100%',
  // Test files run in a worker process (also with one worker on two cores) that is replaced once it holds more
  // than this after a file: run in band, what the ~300 files leave behind outgrew the 4 GB heap in CI.
  workerIdleMemoryLimit: '2GB',
  reporters: ['default', '<rootDir>/.ci/jest-summary.js'],
};
