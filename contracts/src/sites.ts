import { z } from 'zod';
import { SITES } from './siteCodes.ts';

export { CENTRAL_OFFICE, FACTORY_SITES, isCentralOffice, LOGIN_SITE_LABELS, SITE_NAMES, SITES } from './siteCodes.ts';

export const Site = z.enum(SITES, { error: 'invalid site' });
export type Site = z.infer<typeof Site>;
