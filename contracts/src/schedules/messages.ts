/** Texts of scheduled delivery (the spec names none: these are ours). */
export const SCHEDULE_MESSAGES = {
  created: 'Schedule Created',
  updated: 'Schedule Updated',
  deleted: 'Schedule Deleted',
  notFound: (id: string) => `Schedule ${id} not found`,
  alreadyRun: (period: string) => `The run for ${period} has already been taken`,
  mailSubject: (name: string, fromDate: string, toDate: string) =>
    fromDate === toDate ? `${name}: ${toDate}` : `${name}: ${fromDate} to ${toDate}`,
} as const;
