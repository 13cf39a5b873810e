/** Texts of live data (the spec shows none for it; short and clear). */
export const LIVE_DATA_MESSAGES = {
  screenNotFound: (id: number, site: string) => `Live data screen ${id} not found at ${site}`,
  hourlyRange: 'Range days must be 1, 2, 3 or 7',
  dailyRange: 'Range days must be 7, 14 or 21',
  hourOutOfDay: (hours: number, date: string) => `Hour must be 1 to ${hours} on ${date}`,
  wrongType: (id: number, type: string) => `Screen ${id} is ${type === 'HLY' ? 'an hourly' : 'a daily'} screen`,
  reconnecting: 'Reconnecting…',
  noScreens: 'No live data screens for this site',
} as const;

/** The wallboard's 'last update' age: 'Updated 12 s ago', 'Updated 3 min ago'. */
export const updatedAgo = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `Updated ${s} s ago`;
  if (s < 3600) return `Updated ${Math.floor(s / 60)} min ago`;
  return `Updated ${Math.floor(s / 3600)} h ago`;
};
