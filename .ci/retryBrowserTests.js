// Browser and whole-process tests (the e2e tier) get one more attempt in CI, with the first attempt's errors
// printed. A test that needed it is still listed as flaky in the CI summary (.ci/jest-summary.js), so a flake is
// seen and fixed rather than hidden; JEST_RETRIES=0 turns the second attempt off (the flake-hunting loop does).
import { jest } from '@jest/globals';

const retries = Number(process.env.JEST_RETRIES ?? (process.env.CI ? 1 : 0));
if (retries > 0) jest.retryTimes(retries, { logErrorsBeforeRetry: true });
