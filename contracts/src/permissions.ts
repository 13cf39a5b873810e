import { z } from 'zod';
import { FLAGS } from './flags.ts';

export { DATA_VIEW_FLAGS, FLAGS, hasFlag, mayReadDataView } from './flags.ts';

export const Flag = z.enum(FLAGS);
export type Flag = z.infer<typeof Flag>;

/**
 * What a route requires: a permission flag, any signed-in user ('authenticated'),
 * or nobody ('public'). Every route declares one; the server denies by default.
 */
export type Permission = Flag | 'authenticated' | 'public';
