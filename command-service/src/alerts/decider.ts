import { ALERT_MESSAGES, ERRORS, assertNever, isCentralOffice, type AlertEvent, type AlertType, type Site, fail } from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

export type AlertState = { status: 'absent' } | { status: 'active'; site: Site | null } | { status: 'cleared'; site: Site | null };

/** Commands carry the acting user's site; `site` null is an alert for every site. */
export type AlertCommand =
  | { kind: 'RaiseAlert'; userSite: Site; alertId: string; type: AlertType; message: string; site: Site | null }
  | { kind: 'ClearAlert'; userSite: Site; alertId: string };

export const alertEvolver: Evolver<AlertState, AlertEvent> = {
  initialState: { status: 'absent' },
  evolve(_state, event) {
    switch (event.type) {
      case 'AlertRaised':
        return { status: 'active', site: event.data.site };
      case 'AlertCleared':
        return { status: 'cleared', site: event.data.site };
      default:
        return assertNever(event);
    }
  },
};

/** Site scoping (docs/architecture.md §6): a site user acts on their own site's alerts; global alerts belong to CO. */
const scopeFailure = (userSite: Site, site: Site | null) => {
  if (isCentralOffice(userSite)) return null;
  if (site === null) return fail('forbidden', ALERT_MESSAGES.globalCentralOfficeOnly);
  if (site !== userSite) return fail('forbidden', ERRORS.wrongSite);
  return null;
};

export const decideAlert = (command: AlertCommand, state: AlertState): Decision<AlertEvent> => {
  switch (command.kind) {
    case 'RaiseAlert': {
      const refused = scopeFailure(command.userSite, command.site);
      if (refused) return reject(refused);
      if (state.status !== 'absent') return reject(fail('conflict', ERRORS.concurrency));
      const { alertId, type, message, site } = command;
      return accept({ type: 'AlertRaised', data: { alertId, type, message, site } });
    }
    case 'ClearAlert': {
      if (state.status === 'absent') return reject(fail('not_found', ALERT_MESSAGES.notFound));
      const refused = scopeFailure(command.userSite, state.site);
      if (refused) return reject(refused);
      if (state.status === 'cleared') return reject(fail('conflict', ALERT_MESSAGES.alreadyCleared));
      return accept({ type: 'AlertCleared', data: { alertId: command.alertId, site: state.site } });
    }
    default:
      return assertNever(command);
  }
};

export const alertDecider: Decider<AlertCommand, AlertState, AlertEvent> = { ...alertEvolver, decide: decideAlert };
