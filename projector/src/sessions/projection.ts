import { assertNever, type SessionEvent, type StoredEvent, type StoredOf } from '@ftr/contracts';
import { SESSIONS_COLLECTION, type SessionDoc } from '@ftr/infra/auth/sessions.ts';
import type { Projection, ProjectedDoc } from '../runtime/projection.ts';

type SessionReadModel = SessionDoc & ProjectedDoc;

/** Sessions, so that every service can refuse a token whose session has ended. */
export const sessionsProjection: Projection<SessionReadModel> = {
  collection: { name: SESSIONS_COLLECTION, indexes: [{ fields: ['username'] }] },
  handles: ['SessionStarted', 'SessionEnded'],
  id: (event) => (event as StoredOf<SessionEvent>).data.sessionId,
  evolve(doc, stored) {
    const event = stored as StoredOf<SessionEvent>;
    switch (event.type) {
      case 'SessionStarted':
        return {
          _id: event.data.sessionId,
          username: event.data.username,
          site: event.data.site,
          startedAt: event.metadata.timestamp,
          endedAt: doc?.endedAt ?? null,
        };
      case 'SessionEnded':
        return {
          _id: event.data.sessionId,
          username: event.data.username,
          site: doc?.site ?? event.metadata.site,
          startedAt: doc?.startedAt ?? event.metadata.timestamp,
          endedAt: event.metadata.timestamp,
        };
      default:
        return assertNever(event);
    }
  },
};
