import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { CommentType } from './schemas.ts';

/** A production comment was posted: its author (username and full name), site, type, text and instant. */
export const CommentPosted = defineEvent(
  'CommentPosted',
  z.object({
    site: Site,
    id: z.string(),
    username: z.string(),
    name: z.string(),
    type: CommentType,
    message: z.string(),
    recordedAt: z.string(),
  }),
);
/** Its author deleted it (the event log keeps what it said). */
export const CommentRemoved = defineEvent('CommentRemoved', z.object({ site: Site, id: z.string(), username: z.string() }));
export type CommentPosted = EventOf<typeof CommentPosted>;
export type CommentRemoved = EventOf<typeof CommentRemoved>;
export type CommentEvent = CommentPosted | CommentRemoved;

export const COMMENT_EVENTS = [CommentPosted, CommentRemoved] as const;
export const COMMENT_EVENT_TYPES = ['CommentPosted', 'CommentRemoved'] as const satisfies readonly CommentEvent['type'][];

/** Stream id factory: one stream per comment. */
export const commentStream = (id: string): string => `comment-${id}`;
