/** Texts of the data summary: the spec's (spec 3 §5, §8) verbatim, then our own. */
export const SUMMARY_MESSAGES = {
  invalidCode: 'invalid Code',
  failed: 'Something went wrong',
  // our own
  unknownCode: (code: string, site: string) => `Parameter ${code} does not exist at ${site}`,
} as const;
