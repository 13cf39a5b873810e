/** Texts of scheduled delivery (the spec names none: these are ours). */
export const SCHEDULE_MESSAGES = {
  created: 'Schedule Created',
  updated: 'Schedule Updated',
  deleted: 'Schedule Deleted',
  notFound: (id: string) => `Schedule ${id} not found`,
  alreadyRun: (period: string) => `The run for ${period} has already been taken`,
  /** A recipient refused when the schedule is saved (400, nothing written). */
  recipientRefused: (email: string, domain: string) =>
    `${email} may not receive this schedule: recipients must be active users who may read every parameter of it, or addresses @${domain} of no user without that access`,
  /** A run none of whose recipients may receive it now. */
  noRecipient: 'None of the recipients may receive this schedule any more (no access to every parameter of it)',
  mailSubject: (name: string, fromDate: string, toDate: string) =>
    fromDate === toDate ? `${name}: ${toDate}` : `${name}: ${fromDate} to ${toDate}`,
} as const;
