// Operator-raised CCFs and the client's end call (spec 3 §7 POST /ccf, spec 1 §7 POST /ccf/ccfend). Pure;
// the raise itself is the pair's decision (pairDecider.ts).
import { CCF_MESSAGES, ERRORS, fail, type CcfPendingClose, type Failure, type Site } from '@ftr/contracts';
import { accept, reject, type Decision } from '../shared/decider.ts';
import type { CcfFacts } from './lifecycle.ts';

export { pairCcfId } from './pairId.ts';

/** What POST /ccf asks for (the pair names the CCF: pairDecider.ts). */
export interface RaiseCommand {
  site: Site;
  parameter: string;
  operation: string;
  ccfType: string | null | undefined;
  ccfAnalysis: string | null | undefined;
  raisedFrom: 'OPERATOR' | 'DATAENTRY';
  /** The raise dialog's first comment. */
  comment?: { type: number; comment: string } | undefined;
}

/** Slack for client clocks when a timestamp is checked against the server's. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Moves an open CCF of the user's site to R as of `at`. A CCF of another site is not found (nothing
 * leaks); one that is not open is left as it is (idempotent: POST /data may have moved it already).
 */
export const decideEnd = (ccf: CcfFacts | null, site: Site, at: string, now: Date): Decision<CcfPendingClose> => {
  if (!ccf || ccf.SITE !== site) return reject(fail('not_found', CCF_MESSAGES.notFound));
  if (new Date(at).getTime() > now.getTime() + CLOCK_SKEW_MS) return reject(fail('validation', CCF_MESSAGES.timestampInFuture));
  if (ccf.STATUS !== 'O') return accept();
  return accept({ type: 'CcfPendingClose', data: { id: ccf.ID, site, parameter: ccf.PARAMETER, operation: ccf.OPERATION, at } });
};

export const centralOfficeCcf = (): Failure => fail('forbidden', ERRORS.forbidden);
