import { PlusOutlined } from '@ant-design/icons';
import { LOGIN_SITE_LABELS, isCentralOffice, reachableFactorySites, type CcfView, type Site } from '@ftr/contracts';
import { Button, Flex, Select, Switch, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { queryKey } from '../../query/keys.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom, userHasFlag } from '../../session/atoms.ts';
import { ccfColumns, ccfPath } from './components/listColumns.tsx';
import { RaiseCcfModal } from './components/RaiseCcfModal.tsx';
import { useDeleteCcf } from './components/useDeleteCcf.tsx';
import { useReportClientError } from '../../api/errors.ts';

/**
 * Spec 3 "CCF list" (/ccf): the site's CCFs, closed ones only with 'Show Closed', refreshed live; a
 * 'Raise CCF' dialog (not for the central office, which picks a factory site to read instead).
 */
const CcfListPage = () => {
  const claims = useAtomValue(claimsAtom);
  const navigate = useNavigate();
  const report = useReportClientError();
  const centralOffice = claims !== null && isCentralOffice(claims.site);
  const [showClosed, setShowClosed] = useState(false);
  const sites = claims ? reachableFactorySites(claims) : [];
  const [site, setSite] = useState<Site>(sites[0] ?? 'BA');
  const [raising, setRaising] = useState(false);
  // The switch and the site are part of the key: each is its own read; the last answer shows meanwhile.
  const options = { query: { closed: showClosed, site: centralOffice ? site : undefined } };
  const { data, isLoading } = useRouteQuery('listCcfs', options, { onError: report, placeholderData: keepPreviousData });
  const ccfs = data ?? [];
  const remove = useDeleteCcf(queryKey('listCcfs', options));

  const onDelete = (ccf: CcfView) => void remove(ccf, { onRemoved: () => undefined });

  return (
    <>
      <PageTitle page="CCF" />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Critical Control Forms
        </Typography.Title>
        <Flex gap={16} align="center" wrap>
          {centralOffice && (
            <Select<Site>
              aria-label="Site"
              style={{ width: 180 }}
              value={site}
              onChange={setSite}
              options={sites.map((s) => ({ value: s, label: `${s} ${LOGIN_SITE_LABELS[s]}` }))}
            />
          )}
          <Flex gap={8} align="center">
            <Switch id="ccf-show-closed" checked={showClosed} onChange={setShowClosed} aria-label="Show Closed" />
            <label htmlFor="ccf-show-closed">Show Closed</label>
          </Flex>
          {!centralOffice && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setRaising(true)}>
              Raise CCF
            </Button>
          )}
        </Flex>
      </Flex>
      <Table<CcfView>
        rowKey="ID"
        columns={ccfColumns({ maintain: userHasFlag(claims, 'MAINTAIN_CCF') && !centralOffice, onDelete })}
        dataSource={ccfs}
        loading={isLoading}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        size="middle"
        scroll={{ x: 1100 }}
        data-testid="ccf-list"
      />
      <RaiseCcfModal
        open={raising}
        onClose={() => setRaising(false)}
        onRaised={(ccf) => navigate(ccfPath({ ID: ccf.id, PARAMETER: ccf.parameter }))}
      />
    </>
  );
};

export default CcfListPage;
