import type { ParameterSearchHit, SelectedParameter } from '@ftr/contracts';
import { Flex, Select, Tag, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

/** 'BX-V-1H · Raw juice brix · % · Bardney' */
const hitLabel = (hit: ParameterSearchHit): string =>
  [hit.CODE, hit.LABEL ?? [hit.HEADING1, hit.HEADING2, hit.HEADING3].filter(Boolean).join(' '), hit.UNITS, hit.LONG_SITE]
    .filter(Boolean)
    .join(' · ');

const keyOf = (p: SelectedParameter) => `${p.SITE}|${p.CODE}`;

/** A picked parameter and how it is shown (code, label, units, site). */
export type PickedParameter = SelectedParameter & { label: string };

/**
 * Picks parameters for the grabber without a stored grabber: one search over every site the user reads
 * (code, label or heading; units and site names shown), the picks as closable tags in order.
 */
export const SelectionPicker = ({
  value,
  onChange,
}: {
  value: readonly PickedParameter[];
  onChange: (next: PickedParameter[]) => void;
}) => {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const found = useRouteQuery('searchGrabberParameters', { query: { q } }, { enabled: q.length > 0 });
  const hits = found.data ?? [];
  const chosen = new Set(value.map(keyOf));
  return (
    <Flex vertical gap={8}>
      <Select
        aria-label="Find parameters"
        placeholder="Find parameters by code, label or heading, at any of your sites"
        showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
        style={{ width: 560, maxWidth: '100%' }}
        loading={found.isFetching}
        value={null}
        notFoundContent={q.length === 0 ? 'Type part of a code, label or heading' : found.isFetching ? 'Searching…' : 'No parameters match'}
        options={hits.map((hit) => ({ value: keyOf(hit), label: hitLabel(hit), disabled: chosen.has(keyOf(hit)) }))}
        onChange={(key: string) => {
          const hit = hits.find((h) => keyOf(h) === key);
          if (hit) onChange([...value, { SITE: hit.SITE, CODE: hit.CODE, label: hitLabel(hit) }]);
        }}
      />
      {value.length > 0 ? (
        <Flex wrap gap={4} aria-label="Picked parameters">
          {value.map((p) => (
            <Tag key={keyOf(p)} closable onClose={() => onChange(value.filter((other) => keyOf(other) !== keyOf(p)))}>
              {p.label}
            </Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">
          Pick parameters, then see their values below; Save As keeps them as your own grabber.
        </Typography.Text>
      )}
    </Flex>
  );
};
