import type { ReadModels } from '@ftr/command-service/shared/readModels.ts';

/** Read models whose CCF lookups (data entry's and the operator raise's) wait until `n` callers have made one. */
export const gated = (readModels: ReadModels, n: number): ReadModels => {
  let arrived = 0;
  let release = () => {};
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  const arrive = async () => {
    arrived += 1;
    if (arrived >= n) release();
    await all;
  };
  return {
    ...readModels,
    async openCcf(site, parameter, operation) {
      await arrive();
      return readModels.openCcf(site, parameter, operation);
    },
    async activeCcfs(site, operation) {
      await arrive();
      return readModels.activeCcfs(site, operation);
    },
  };
};
