import { assertNever, type SessionEvent, READ_MODELS } from '@ftr/contracts';
import type { SessionDoc } from '@ftr/infra/auth/sessions.ts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

type SessionReadModel = SessionDoc & ProjectedDoc;

/** Sessions, so that every service can refuse a token whose session has ended. */
export const sessionsProjection: ProjectionOf<SessionReadModel, SessionEvent> = {
  collection: { name: READ_MODELS.sessions, indexes: [{ fields: ['username'] }] },
  handles: ['SessionStarted', 'SessionEnded'],
  id: (event) => event.data.sessionId,
  evolve(doc, event) {
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
