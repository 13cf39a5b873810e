import {
  DUE_ENTRIES_MESSAGES as M,
  ERRORS,
  assertNever,
  fail,
  type DueAlertEvent,
  type DueEntryEscalated,
  type DueGraceSet,
  type Site,
} from '@ftr/contracts';
import { accept, reject, type Decider } from '../shared/decider.ts';

/** A screen as the grace setting needs it: which site it is at and whether it is a data-entry screen. */
export interface GraceScreenFacts {
  site: Site;
  dataEntry: boolean;
}

export type GraceCommand = { kind: 'SetGrace'; screenId: number; minutes: number; userSites: readonly Site[] };

/** A screen's grace time: anyone maintaining screens at the screen's site may set it on a data-entry screen. */
export const graceDecider: Decider<GraceCommand, { minutes: number | null }, DueGraceSet, GraceScreenFacts | null> = {
  initialState: { minutes: null },
  evolve: (_state, event) => ({ minutes: event.data.minutes }),
  decide(command, _state, screen) {
    if (!screen) return reject(fail('not_found', M.screenNotFound(command.screenId)));
    if (!command.userSites.includes(screen.site)) return reject(fail('forbidden', ERRORS.wrongSite));
    if (!screen.dataEntry) return reject(fail('validation', M.notDataEntryScreen(command.screenId)));
    return accept({ type: 'DueGraceSet', data: { site: screen.site, screenId: command.screenId, minutes: command.minutes } });
  },
};

export type AlertCommand =
  | { kind: 'Subscribe'; username: string; site: Site; userSites: readonly Site[]; delayMinutes: number; email: boolean; push: boolean }
  | { kind: 'Unsubscribe'; username: string; site: Site; userSites: readonly Site[] };

/** One user's "entries overdue" subscription at one site: only at a site the account holds. */
export const alertDecider: Decider<AlertCommand, { subscribed: boolean }, DueAlertEvent> = {
  initialState: { subscribed: false },
  evolve(_state, event) {
    switch (event.type) {
      case 'DueAlertSubscribed':
        return { subscribed: true };
      case 'DueAlertUnsubscribed':
        return { subscribed: false };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    if (!command.userSites.includes(command.site)) return reject(fail('forbidden', ERRORS.wrongSite));
    switch (command.kind) {
      case 'Subscribe': {
        const { username, site, delayMinutes, email, push } = command;
        return accept({ type: 'DueAlertSubscribed', data: { username, site, delayMinutes, email, push } });
      }
      case 'Unsubscribe':
        if (!state.subscribed) return reject(fail('not_found', M.notSubscribed(command.site)));
        return accept({ type: 'DueAlertUnsubscribed', data: { username: command.username, site: command.site } });
      default:
        return assertNever(command);
    }
  },
};

export type EscalateCommand = {
  kind: 'Escalate';
  site: Site;
  screenId: number;
  date: string;
  hour: number;
  codes: string[];
  usernames: readonly string[];
};

/**
 * A screen hour is escalated once to each subscriber: the stream remembers who was told, so a second attempt
 * (another replica, a restart, the next sweep) tells nobody twice and is refused when nobody is new.
 */
export const escalationDecider: Decider<EscalateCommand, { told: readonly string[] }, DueEntryEscalated> = {
  initialState: { told: [] },
  evolve: (state, event) => ({ told: [...state.told, ...event.data.usernames] }),
  decide(command, state) {
    const fresh = [...new Set(command.usernames)].filter((u) => !state.told.includes(u)).sort();
    if (fresh.length === 0) return reject(fail('conflict', M.alreadyEscalated));
    const { site, screenId, date, hour, codes } = command;
    return accept({ type: 'DueEntryEscalated', data: { site, screenId, date, hour, codes, usernames: fresh } });
  },
};
