/** Texts of parameter links: the spec's toasts verbatim (spec 2 §8), then our own refusals (the spec names none). */
export const PARAMETER_LINK_MESSAGES = {
  created: 'Link Created',
  removed: 'Link Removed',
  failed: 'Failed',
  // our own
  sameCode: 'A parameter cannot be linked to itself',
  missing: (code: string, site: string) => `Parameter ${code} does not exist at ${site}`,
  alreadyLinked: (first: string, second: string) => `${first} and ${second} are already linked`,
  notFound: (id: number) => `Link ${id} not found`,
} as const;
