import {
  assertNever,
  REMEMBERED_IDLE_SECONDS,
  REMEMBERED_MAX_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_SECONDS,
  type SessionStreamEvent,
  type Site,
  type StoredOf,
} from '@ftr/contracts';
import type { Evolver } from '../shared/decider.ts';

export type SessionState =
  { status: 'absent' } | { status: 'open' | 'ended'; username: string; site: Site; remember: boolean; startedAt: string };

/** The fold of a session stream, for renewing its token and moving it to another site. */
export const sessionEvolver: Evolver<SessionState, StoredOf<SessionStreamEvent>> = {
  initialState: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted': {
        const { username, site, remember } = event.data;
        return { status: 'open', username, site, remember, startedAt: event.metadata.timestamp };
      }
      case 'SessionEnded':
        return state.status === 'absent' ? state : { ...state, status: 'ended' };
      case 'SessionSiteChanged':
        return state.status === 'absent' ? state : { ...state, site: event.data.to };
      default:
        return assertNever(event);
    }
  },
};

/** Idle timeout (one token's life) and absolute lifetime of a session, in seconds. */
export const sessionLimits = (remember: boolean): { idle: number; max: number } =>
  remember ? { idle: REMEMBERED_IDLE_SECONDS, max: REMEMBERED_MAX_SECONDS } : { idle: SESSION_IDLE_SECONDS, max: SESSION_MAX_SECONDS };

/** Life of the next token: the idle timeout, cut short by the session's absolute end (0: the session is over). */
export const nextTokenTtl = (remember: boolean, startedAt: string, now: Date): number => {
  const { idle, max } = sessionLimits(remember);
  const left = Math.floor((Date.parse(startedAt) + max * 1000 - now.getTime()) / 1000);
  return Math.max(0, Math.min(idle, left));
};
