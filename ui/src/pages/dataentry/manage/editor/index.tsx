import { ArrowLeftOutlined } from '@ant-design/icons';
import { MESSAGES, type DataAccessLevel, type DataScreenDto } from '@ftr/contracts';
import { Button, Divider, Flex, Result, Spin, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useReportError } from '../../../../api/errors.ts';
import { PageTitle } from '../../../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../../../query/useRouteQuery.ts';
import { MembersPanel } from './components/MembersPanel.tsx';
import { ScreenForm } from './components/ScreenForm.tsx';

type Loaded = { kind: 'loading' } | { kind: 'ready'; screen: DataScreenDto | null } | { kind: 'missing' };

const NO_LEVELS: DataAccessLevel[] = [];

/** Spec 1 §2 Screen editor: /dataentry/manage/new and /dataentry/manage/{id}. */
const ScreenEditorPage = () => {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const screenId = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
  const navigate = useNavigate();
  const reportError = useReportError();
  const levels = useRouteQuery('listScreenAccessLevels', {}, { onError: (error) => reportError(error) }).data ?? NO_LEVELS;
  const screen = useRouteQuery(
    'getDataScreen',
    { params: { id: String(screenId) } },
    {
      enabled: !isNew && screenId !== null,
      onError: (error) => reportError(error, MESSAGES.screenLoadFailed),
    },
  );
  const state: Loaded = isNew
    ? { kind: 'ready', screen: null }
    : screenId === null || screen.isError
      ? { kind: 'missing' }
      : screen.data
        ? { kind: 'ready', screen: screen.data }
        : { kind: 'loading' };

  const title = state.kind === 'ready' && state.screen ? state.screen.DESCRIPTION : 'New Screen';
  return (
    <>
      <PageTitle page={title} />
      <Flex align="center" gap="small" style={{ marginBottom: 16 }}>
        <Link to="/dataentry/manage" aria-label="Back to data screens">
          <Button type="text" icon={<ArrowLeftOutlined />} />
        </Link>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {state.kind === 'loading' && <Spin />}
      {state.kind === 'missing' && (
        <Result status="404" title="Screen not found" extra={<Link to="/dataentry/manage">Back to data screens</Link>} />
      )}
      {state.kind === 'ready' && (
        <>
          <ScreenForm
            key={state.screen?.ID ?? 'new'}
            screen={state.screen}
            levels={levels}
            onCreated={(newId) => navigate(`/dataentry/manage/${newId}`, { replace: true })}
          />
          {state.screen && (
            <>
              <Divider />
              <MembersPanel screenId={state.screen.ID} />
            </>
          )}
        </>
      )}
    </>
  );
};

export default ScreenEditorPage;
