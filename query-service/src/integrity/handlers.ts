import type { integrityRoutes, IntegrityReport } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { QueryDeps } from '../deps.ts';

/**
 * GET /integrity/verify: a replay read (docs/architecture.md §2), the whole log refolded. One verification runs at a
 * time per process: a request arriving meanwhile gets the running one's report.
 */
export const integrityQueryHandlers = (deps: QueryDeps): Handlers<Pick<typeof integrityRoutes, 'verifyIntegrity'>> => {
  let running: Promise<IntegrityReport> | null = null;
  return {
    verifyIntegrity() {
      running ??= deps.verifyIntegrity().finally(() => {
        running = null;
      });
      return running;
    },
  };
};
