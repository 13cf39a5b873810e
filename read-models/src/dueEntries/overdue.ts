import { addDays, factoryToday, missingCells, type OverdueHour } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { DUE_ALERTS_COLLECTION, type DueAlertDoc } from './docs.ts';
import { dueScreenOf, loadSiteDue } from './siteDue.ts';

/** How far back an escalation looks: an hour missing for longer than this is on the board, but tells nobody anew. */
export const ESCALATION_LOOKBACK_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Every screen hour of every site with "entries overdue" subscribers that is missing values at `now` and
 * whose due time plus a subscriber's delay has passed (within the lookback), with those subscribers.
 */
export const overdueHours = async (store: ReadStore, now: Date): Promise<OverdueHour[]> => {
  const alerts = await store.find<DueAlertDoc>(DUE_ALERTS_COLLECTION, {});
  const sites = [...new Set(alerts.map((a) => a.SITE))].sort();
  const today = factoryToday(now);
  const range = { from: addDays(today, -1), to: today };
  const oldest = now.getTime() - ESCALATION_LOOKBACK_MS;
  const found: OverdueHour[] = [];
  for (const site of sites) {
    const subscribers = alerts.filter((a) => a.SITE === site);
    const { screens, operations, values } = await loadSiteDue(store, site, range);
    for (const doc of screens) {
      const byHour = new Map<string, OverdueHour>();
      for (const cell of missingCells(dueScreenOf(doc), operations, values, range, now)) {
        const due = Date.parse(cell.dueAt);
        if (due < oldest) continue;
        const told = subscribers.filter((s) => due + s.DELAY_MINUTES * MINUTE_MS <= now.getTime());
        if (told.length === 0) continue;
        const key = `${cell.date}|${cell.hour}`;
        const hour = byHour.get(key) ?? {
          site,
          screenId: doc.ID,
          screen: doc.DESCRIPTION,
          date: cell.date,
          hour: cell.hour,
          codes: [],
          subscribers: [],
        };
        hour.codes.push(cell.code);
        hour.subscribers = told.map((s) => ({ username: s.USERNAME, email: s.EMAIL, push: s.PUSH }));
        byHour.set(key, hour);
      }
      found.push(...byHour.values());
    }
  }
  return found;
};
