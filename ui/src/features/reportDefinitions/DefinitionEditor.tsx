import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  REPORT_ERRORS as E,
  changeFailure,
  createsKind,
  type DataAccessLevel,
  type DefinitionKind,
  type ReportCategoryDto,
} from '@ftr/contracts';
import { Alert, Button, Divider, Flex, Result, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useReportError } from '../../api/errors.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom } from '../../session/atoms.ts';
import { DefinitionForm } from './DefinitionForm.tsx';
import { SchedulesPanel } from '../schedules/SchedulesPanel.tsx';
import { ParametersPanel } from './ParametersPanel.tsx';

const NO_LEVELS: DataAccessLevel[] = [];
const NO_CATEGORIES: ReportCategoryDto[] = [];
const ALL_CATEGORIES = { query: { ShowAll: 'true' as const } };

interface Props {
  kind: DefinitionKind;
  /** The list this screen belongs to: /report/manage or /datagrabber/manage. */
  listPath: string;
}

/**
 * Spec 2 §2 /report/manage/{id} and /datagrabber/manage/{id}: the definition's fields and, once it exists,
 * its parameter list. The id 'New' loads nothing. Someone else's personal one, or a shared one without the
 * maintain flag, shows read-only with the reason.
 */
export const DefinitionEditor = ({ kind, listPath }: Props) => {
  const { id = '' } = useParams();
  const isNew = id.toLowerCase() === 'new';
  const reportId = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const reportError = useReportError();
  const claims = useAtomValue(claimsAtom);
  const noun = kind === 'REPORT' ? 'Report' : 'Grabber';
  const levels = useRouteQuery('listDataAccess', {}, { onError: (error) => reportError(error) }).data ?? NO_LEVELS;
  const categories =
    useRouteQuery('listReportCategories', ALL_CATEGORIES, { onError: (error) => reportError(error) }).data ?? NO_CATEGORIES;
  const loaded = useRouteQuery('getReport', { params: { id: String(reportId) } }, { enabled: !isNew && reportId !== null, retry: false });
  const definition = loaded.data?.KIND === kind ? loaded.data : null;
  const missing = !isNew && (reportId === null || loaded.isError || (loaded.data !== undefined && definition === null));

  if (claims === null) return null;
  const actor = { username: claims.sub, site: claims.site, flags: claims.flags };
  const refusal = definition
    ? changeFailure(
        { kind, site: definition.SITE, owner: definition.OWNER, reportType: definition.REPORT_TYPE, accessLevel: definition.ACCESS_LEVEL },
        actor,
      )
    : null;
  const editable = definition ? refusal === null : createsKind(kind, claims.flags);
  const title = definition ? definition.REPORT_NAME : `New ${noun}`;

  return (
    <>
      <PageTitle page={title} />
      <Flex align="center" gap="small" style={{ marginBottom: 16 }}>
        <Link to={listPath} aria-label={`Back to ${noun.toLowerCase()}s`}>
          <Button type="text" icon={<ArrowLeftOutlined />} />
        </Link>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {missing ? (
        <Result
          status="404"
          title={`${noun} not found`}
          subTitle={loaded.error?.message}
          extra={<Link to={listPath}>Back to {noun.toLowerCase()}s</Link>}
        />
      ) : !isNew && !definition ? (
        <Spin />
      ) : (
        <>
          {refusal && <Alert type="info" showIcon title={refusal.message} style={{ marginBottom: 16 }} />}
          {!definition && !editable && (
            <Alert type="info" showIcon title={kind === 'REPORT' ? E.noReportRights : E.noGrabberRights} style={{ marginBottom: 16 }} />
          )}
          <DefinitionForm
            key={definition?.ID ?? 'new'}
            kind={kind}
            definition={definition}
            levels={levels}
            categories={categories}
            flags={claims.flags}
            editable={editable}
            onCreated={(newId) => navigate(`${listPath}/${newId}`, { replace: true })}
          />
          {definition && (
            <>
              <Divider />
              <ParametersPanel definition={definition} userSite={claims.site} editable={editable} />
              <Divider />
              <SchedulesPanel definitionId={definition.ID} editable={editable} />
            </>
          )}
        </>
      )}
    </>
  );
};
