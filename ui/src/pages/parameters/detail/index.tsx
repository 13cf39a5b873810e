import { hasFlag, isCentralOffice } from '@ftr/contracts';
import { Alert, Col, Flex, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import { ParameterHistory } from '../../../features/parameterHistory/ParameterHistory.tsx';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { claimsAtom } from '../../../session/atoms.ts';
import { DataScreens } from './DataScreens.tsx';
import { Dependencies } from './Dependencies.tsx';
import { Links } from './Links.tsx';
import { ParameterForm } from './ParameterForm.tsx';
import { Reports } from './Reports.tsx';
import { UsedBy } from './UsedBy.tsx';

/**
 * Spec 2 §2 /parameters/{code} (PARAMETERS): the parameter's form and, beside it, its dependencies, used-by,
 * linked codes, the data-entry screens and the reports and grabbers that use it; a History tab. 'Edit' as the code loads nothing.
 */
const ParameterDetailPage = () => {
  const { code: raw = '' } = useParams();
  const code = raw.toUpperCase();
  const nothing = code === 'EDIT' || code === '';
  const claims = useAtomValue(claimsAtom);
  const headOffice = claims !== null && isCentralOffice(claims.site);
  const maintains = claims !== null && hasFlag(claims.flags, 'PARAMETERS');
  const parameter = useRouteQuery('getParameter', { params: { code } }, { enabled: !nothing, retry: false });

  return (
    <>
      <PageTitle page={nothing ? 'Parameter' : code} />
      <Flex justify="space-between" align="center">
        <Typography.Title level={2}>{nothing ? 'Parameter' : code}</Typography.Title>
        {parameter.data && (
          <Link to={`/parameter/${parameter.data.SITE}/${encodeURIComponent(code)}`} data-testid="parameter-data-view">
            Data view
          </Link>
        )}
      </Flex>
      {nothing ? (
        <Alert type="info" title="No parameter chosen: search for one on the Parameters page." />
      ) : parameter.isPending ? (
        <Skeleton active />
      ) : parameter.isError ? (
        <Alert type="error" title={parameter.error.message} data-testid="parameter-missing" />
      ) : (
        <Tabs
          items={[
            {
              key: 'details',
              label: 'Details',
              children: (
                <Row gutter={24}>
                  <Col xs={24} xl={14}>
                    <ParameterForm key={parameter.data.LAST_UPDATED_DTS} parameter={parameter.data} headOffice={headOffice} />
                  </Col>
                  <Col xs={24} xl={10}>
                    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
                      <Dependencies parameter={parameter.data} headOffice={headOffice} />
                      <UsedBy code={code} />
                      <Links code={code} maintains={maintains} />
                      <DataScreens code={code} />
                      <Reports code={code} />
                    </Space>
                  </Col>
                </Row>
              ),
            },
            { key: 'history', label: 'History', children: <ParameterHistory code={code} site={parameter.data.SITE} /> },
          ]}
        />
      )}
    </>
  );
};

export default ParameterDetailPage;
