import type { Flag } from '@ftr/contracts';

/** What opens a page: a flag, any one of several flags, any signed-in user, or anyone. */
export type Access = Flag | readonly Flag[] | 'authenticated' | 'public';
