import {
  ERRORS,
  OPSUM_CHARTS,
  OPSUM_GAUGES,
  isCentralOffice,
  mayReachSite,
  type DashboardParameter,
  type Site,
  type TokenClaims,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { DashboardDoc } from '@ftr/read-models/dashboards/projection.ts';

const parameters: DashboardParameter[] = [...OPSUM_CHARTS, ...OPSUM_GAUGES].map((p, i) => ({
  no: i + 1,
  code: p.code,
  targetCode: null,
  history: p.history,
  label: p.title,
  goal: 'goal' in p ? p.goal : 'Min',
  paramSite: null,
}));

/**
 * The operational summary as a dashboard (not stored: its codes are fixed), read like any other: a
 * factory user's own site; at the Central Office, like a corporate dashboard, any factory site or all (CO).
 */
export const opsumDashboard = (user: TokenClaims, site: Site): DashboardDoc => {
  const corporate = isCentralOffice(user.site);
  if (!mayReachSite(user, site)) throw new AppError('forbidden', ERRORS.wrongSite);
  return {
    _id: 'opsum',
    _position: '0',
    ID: 0,
    SITE: user.site,
    TYPE: corporate ? 'C' : 'S',
    MANAGE_TYPE: 1,
    FORMAT_TYPE: 1,
    DATA_TYPE: 'H',
    DESCRIPTION: 'Operational Summary',
    PARAMETERS: parameters,
    ITEMS: [],
    LAST_UPDATED_DTS: '',
    LAST_UPDATED_BY: '',
  };
};
