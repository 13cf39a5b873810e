import { z } from 'zod';
import { Site } from '../sites.ts';
import { Position } from '../http/route.ts';

/**
 * What changed in the read models: published by the projector after each committed batch, and
 * emitted to browsers over Socket.IO as the 'change' event (only the changes of their sites).
 * A change that carries a `user` (a username) concerns that user alone: it goes to that user's
 * sockets only, never to a whole site.
 */
export const ChangeNotice = z.object({
  position: Position,
  changes: z.array(z.object({ collection: z.string(), id: z.string(), site: Site.optional(), user: z.string().optional() })),
});
export type ChangeNotice = z.infer<typeof ChangeNotice>;
export type Change = ChangeNotice['changes'][number];

/** Socket.IO event names. */
export const LIVE_EVENTS = { change: 'change', join: 'join' } as const;
