import type { Site } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** POST /auth/change-site/:site (spec 3 §7): answers a new token for the chosen site. */
export const changeSite = async (site: Site): Promise<string> => (await call('changeSite', { params: { siteCode: site } })).token;
