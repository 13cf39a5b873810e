import { CONSTANT_PAGE_SIZE, isCentralOffice } from '@ftr/contracts';
import { Flex, Input, Select, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { globalColumns, siteColumns } from './components/columns.tsx';
import { ConstantModal } from './components/ConstantModal.tsx';
import type { ConstantTarget } from './form.ts';
import { useConstants } from './useConstants.ts';

/**
 * Spec 2 §2 Constants screen (/constants, CONSTANTS): group filter, search, pages of 12 and an edit modal.
 * A site user edits their site's value; head office sees the BU, CA, NE and WI values together (§6).
 */
const ConstantsPage = () => {
  const claims = useAtomValue(claimsAtom);
  const headOffice = claims !== null && isCentralOffice(claims.site);
  const today = useFactoryToday();
  const [group, setGroup] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<ConstantTarget | null>(null);
  const view = useConstants(headOffice, { group, search });

  return (
    <>
      <PageTitle page="Constants" />
      <Typography.Title level={2}>Constants</Typography.Title>
      <Flex gap={12} style={{ marginBottom: 16 }} wrap>
        <Select
          allowClear
          placeholder="All groups"
          value={group}
          onChange={(value: string | undefined) => setGroup(value)}
          options={view.groups.map((g) => ({ value: g.CODE, label: g.NAME }))}
          style={{ minWidth: 200 }}
          data-testid="constants-group"
        />
        <Input.Search
          placeholder="Search by code or heading"
          allowClear
          onSearch={(text) => setSearch(text.trim())}
          style={{ maxWidth: 360 }}
          data-testid="constants-search"
        />
      </Flex>
      {headOffice ? (
        <Table
          rowKey="CODE"
          columns={globalColumns((constant) => setTarget({ mode: 'global', constant }))}
          dataSource={view.global}
          loading={view.loading}
          pagination={{ pageSize: CONSTANT_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          size="middle"
        />
      ) : (
        <Table
          rowKey="CODE"
          columns={siteColumns((constant) => setTarget({ mode: 'site', constant }))}
          dataSource={view.constants}
          loading={view.loading}
          pagination={{ pageSize: CONSTANT_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          size="middle"
        />
      )}
      <ConstantModal target={target} today={today} onClose={() => setTarget(null)} />
    </>
  );
};

export default ConstantsPage;
