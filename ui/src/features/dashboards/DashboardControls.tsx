import {
  DASHBOARD_VIEW_TYPES,
  SITE_NAMES,
  isCentralOffice,
  reachableFactorySites,
  type DashboardViewType,
  type Site,
} from '@ftr/contracts';
import { Select, Space } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { claimsAtom } from '../../session/atoms.ts';
import { dashboardSiteAtom, dashboardTypeAtom } from './session.ts';

const TYPE_OPTIONS = Object.entries(DASHBOARD_VIEW_TYPES).map(([value, label]) => ({ value: value as DashboardViewType, label }));
/** All sites (CO: the sites the user reaches), then each factory site the user reaches. */
const siteOptions = (sites: readonly Site[]): { value: Site; label: string }[] => [
  { value: 'CO', label: 'All sites' },
  ...sites.map((site) => ({ value: site, label: SITE_NAMES[site] })),
];

/** The session's dashboard type (Campaign / Juice Run) and, at the Central Office, the site read. */
export const DashboardControls = () => {
  const claims = useAtomValue(claimsAtom);
  const [type, setType] = useAtom(dashboardTypeAtom);
  const [site, setSite] = useAtom(dashboardSiteAtom);
  return (
    <Space wrap>
      <Select<DashboardViewType>
        aria-label="Dashboard type"
        data-testid="dashboard-type"
        value={type}
        onChange={setType}
        options={TYPE_OPTIONS}
        style={{ width: 140 }}
      />
      {claims && isCentralOffice(claims.site) && (
        <Select<Site>
          aria-label="Dashboard site"
          data-testid="dashboard-site"
          value={site}
          onChange={setSite}
          options={siteOptions(reachableFactorySites(claims))}
          style={{ width: 160 }}
        />
      )}
    </Space>
  );
};
