import { isCentralOffice, SITE_NAMES, type DashboardDto, type ParameterDto } from '@ftr/contracts';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useRouteQuery } from '../../../../query/useRouteQuery.ts';

/** 'BX-V-1H · Raw juice brix · % · Bardney': code, label or headings, units and the sites that hold it. */
const hitLabel = (hit: ParameterDto, sites: readonly string[]): string =>
  [hit.CODE, hit.LABEL || [hit.HEADING1, hit.HEADING2, hit.HEADING3].filter(Boolean).join(' '), hit.UNITS, sites.join(', ')]
    .filter(Boolean)
    .join(' · ');

interface Props {
  dashboard: DashboardDto;
  /** Codes the dashboard already holds: offered disabled (the server refuses a code twice). */
  taken?: readonly string[];
  value?: string | null;
  onChange?: (code: string | null) => void;
  label: string;
  placeholder: string;
  allowClear?: boolean;
}

/**
 * Picks a parameter by part of its code, label or headings (GET /parameters, the parameter list's search),
 * only among the parameters the dashboard can read: a site dashboard its own site's, a corporate one any
 * factory site's. Only offered codes can be chosen, so Add never sends a code the server does not know.
 */
export const ParameterPicker = ({ dashboard, taken = [], value, onChange, label, placeholder, allowClear }: Props) => {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const query = dashboard.TYPE === 'S' ? { search, site: dashboard.SITE } : { search };
  const found = useRouteQuery('searchParameters', { query }, { enabled: search.length > 0 });
  const sitesOf = new Map<string, string[]>();
  const first = new Map<string, ParameterDto>();
  for (const hit of found.data ?? []) {
    // Head office holds no values of its own: a dashboard reads factory sites.
    if (isCentralOffice(hit.SITE)) continue;
    if (!first.has(hit.CODE)) first.set(hit.CODE, hit);
    sitesOf.set(hit.CODE, [...(sitesOf.get(hit.CODE) ?? []), SITE_NAMES[hit.SITE]]);
  }
  const options = [...first.values()].map((hit) => ({
    value: hit.CODE,
    label: hitLabel(hit, sitesOf.get(hit.CODE) ?? []),
    disabled: taken.includes(hit.CODE),
  }));
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      allowClear={allowClear}
      style={{ width: 320, maxWidth: '100%' }}
      popupMatchSelectWidth={480}
      loading={found.isFetching}
      value={value ?? null}
      onChange={(code: string | undefined) => {
        onChange?.(code ?? null);
        setText('');
      }}
      notFoundContent={
        search.length === 0 ? 'Type part of a code, label or heading' : found.isFetching ? 'Searching…' : 'No parameters match'
      }
      options={value && !first.has(value) ? [{ value, label: value }, ...options] : options}
    />
  );
};
