/** The due-entries feature's answers and notices (the spec has none of its own: ours). */
export const DUE_ENTRIES_MESSAGES = {
  graceSet: (minutes: number) => `Grace time set to ${minutes} minutes`,
  screenNotFound: (id: number) => `Screen ${id} not found`,
  notDataEntryScreen: (id: number) => `Screen ${id} is not a data-entry screen`,
  subscribed: (site: string) => `You will be told when entries are overdue at ${site}`,
  unsubscribed: (site: string) => `You will no longer be told when entries are overdue at ${site}`,
  notSubscribed: (site: string) => `You are not subscribed to overdue entries at ${site}`,
  alreadyEscalated: 'This hour has already been escalated',
  overdueTitle: (screen: string) => `Entries overdue: ${screen}`,
  overdueText: (screen: string, site: string, label: string, codes: readonly string[]) =>
    `${screen} (${site}) is still missing ${codes.length === 1 ? 'a value' : `${codes.length} values`} for ${label}: ${codes.join(', ')}`,
} as const;
