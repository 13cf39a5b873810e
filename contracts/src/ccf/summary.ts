import { z } from 'zod';

/** CCF status codes (spec 3 §4): O open, R pending close, C closed, X cancelled. */
export const CCF_STATUSES = ['O', 'R', 'C', 'X'] as const;
export type CcfStatus = (typeof CCF_STATUSES)[number];

/**
 * GET /ccf-summary: the sidebar's CCF badges for the user's current site, counted from the `ccfs`
 * read model (documents with SITE and STATUS). The CCF feature fills that read model in a later
 * issue; until CCFs exist the collection is empty and the answer is { open: 0, pendingClose: 0 }.
 */
export const CcfSummary = z.object({
  /** CCFs with STATUS 'O'. */
  open: z.number().int().nonnegative(),
  /** CCFs with STATUS 'R'. */
  pendingClose: z.number().int().nonnegative(),
});
export type CcfSummary = z.infer<typeof CcfSummary>;
