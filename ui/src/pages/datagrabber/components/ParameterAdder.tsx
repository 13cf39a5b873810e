import { FACTORY_SITES, SITE_NAMES, isCentralOffice } from '@ftr/contracts';
import { Select } from 'antd';
import { useAtomValue } from 'jotai';
import { useDeferredValue, useState } from 'react';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { claimsAtom } from '../../../session/atoms.ts';
import type { DataSiteCode } from '../service.ts';

/** Spec 1 §6: the site picker omits CO; a site user is fixed to their own site. */
export const SiteField = ({ value, onChange }: { value: DataSiteCode | null; onChange: (site: DataSiteCode) => void }) => {
  const claims = useAtomValue(claimsAtom);
  const fixed = claims !== null && !isCentralOffice(claims.site);
  return (
    <Select
      aria-label="Site"
      placeholder="Site"
      style={{ width: 150 }}
      disabled={fixed}
      options={FACTORY_SITES.map((site) => ({ value: site, label: SITE_NAMES[site] }))}
      value={value ?? undefined}
      onChange={onChange}
    />
  );
};

/** Add parameters by searching the site's parameters (GET /parameters?search=&site=). */
export const ParameterSearch = ({
  site,
  disabled,
  onAdd,
}: {
  site: DataSiteCode | null;
  disabled: boolean;
  onAdd: (code: string) => void;
}) => {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const found = useRouteQuery(
    'searchParameters',
    { query: { search, site: site ?? undefined } },
    { enabled: site !== null && search.length > 0 },
  );
  return (
    <Select
      aria-label="Add parameter"
      placeholder="Add parameter: search by code or heading"
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      style={{ width: 320 }}
      disabled={disabled}
      loading={found.isFetching}
      value={null}
      options={(found.data ?? [])
        .slice(0, 50)
        .map((p) => ({ value: p.CODE, label: `${p.CODE} ${[p.HEADING1, p.HEADING2, p.HEADING3].filter(Boolean).join(' / ')}` }))}
      onChange={(code: string) => {
        setText('');
        onAdd(code);
      }}
    />
  );
};
