import { PARAMETER_PAGE_SIZE, SUBSCRIPTION_MESSAGES, hasFlag, type ParameterDto } from '@ftr/contracts';
import { App, Button, Card, Checkbox, Col, Flex, Input, List, Row, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom } from '../../session/atoms.ts';
import { parameterColumns } from './components/columns.tsx';
import { subscribeTo } from './service.ts';

/**
 * Spec 2 §2 /parameters: search by code or heading, in use only by default, pages of 12, the recently
 * updated list, and Subscribe for in-use REA parameters ('Subscribed to {code}').
 */
const ParametersPage = () => {
  const claims = useAtomValue(claimsAtom);
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const [inUseOnly, setInUseOnly] = useState(true);
  const found = useRouteQuery('searchParameters', { query: { ...(search ? { search } : {}), inUse: inUseOnly ? 'true' : 'false' } });
  const recent = useRouteQuery('recentParameters', {});
  const subscriptions = useRouteQuery('listSubscriptions', {});
  const subscribed = useMemo(() => new Set((subscriptions.data ?? []).map((s) => `${s.SITE_NAME}_${s.PARM_CODE}`)), [subscriptions.data]);
  const subscribe = useFormMutation({
    write: (parameter: ParameterDto) => subscribeTo(parameter.SITE, parameter.CODE),
    invalidates: ['listSubscriptions'],
    onSuccess: (_result, parameter) => void message.success(SUBSCRIPTION_MESSAGES.subscribed(parameter.CODE)),
  });
  const maintains = claims !== null && hasFlag(claims.flags, 'PARAMETERS');

  return (
    <>
      <PageTitle page="Parameters" />
      <Flex justify="space-between" align="center">
        <Typography.Title level={2}>Parameters</Typography.Title>
        {maintains && (
          <Link to="/parameters/new">
            <Button type="primary" data-testid="parameters-new">
              New parameter
            </Button>
          </Link>
        )}
      </Flex>
      <Row gutter={24}>
        <Col xs={24} xl={18}>
          <Flex gap={12} style={{ marginBottom: 16 }} wrap align="center">
            <Input.Search
              placeholder="Search by code or heading"
              allowClear
              onSearch={(text) => setSearch(text.trim())}
              style={{ maxWidth: 360 }}
              data-testid="parameters-search"
            />
            <Checkbox checked={inUseOnly} onChange={(e) => setInUseOnly(e.target.checked)} data-testid="parameters-in-use">
              In use only
            </Checkbox>
          </Flex>
          <Table
            rowKey={(p) => `${p.SITE}_${p.CODE}`}
            columns={parameterColumns({ subscribed, onSubscribe: (p) => subscribe.mutate(p), busy: subscribe.isPending, maintains })}
            dataSource={found.data ?? []}
            loading={found.isPending}
            pagination={{ pageSize: PARAMETER_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
            size="middle"
            data-testid="parameters-table"
          />
        </Col>
        <Col xs={24} xl={6}>
          <Card title="Recently updated" size="small">
            <List
              size="small"
              loading={recent.isPending}
              dataSource={recent.data ?? []}
              renderItem={(p) => (
                <List.Item>
                  {maintains ? <Link to={`/parameters/${encodeURIComponent(p.CODE)}`}>{p.CODE}</Link> : p.CODE} {p.HEADING1}
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
};

export default ParametersPage;
