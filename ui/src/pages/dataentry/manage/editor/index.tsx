import { ArrowLeftOutlined } from '@ant-design/icons';
import { MESSAGES, type DataAccessLevel, type DataScreenDto } from '@ftr/contracts';
import { Button, Divider, Flex, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useReportError } from '../../../../api/errors.ts';
import { PageTitle } from '../../../../layout/PageTitle.tsx';
import { getScreen, listAccessLevels } from '../service.ts';
import { MembersPanel } from './components/MembersPanel.tsx';
import { ScreenForm } from './components/ScreenForm.tsx';

type Loaded = { kind: 'loading' } | { kind: 'ready'; screen: DataScreenDto | null } | { kind: 'missing' };

/** Spec 1 §2 Screen editor: /dataentry/manage/new and /dataentry/manage/{id}. */
const ScreenEditorPage = () => {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const screenId = /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [levels, setLevels] = useState<DataAccessLevel[]>([]);
  const navigate = useNavigate();
  const reportError = useReportError();

  useEffect(() => {
    listAccessLevels().then(setLevels, (error: unknown) => reportError(error));
  }, [reportError]);

  const load = useCallback(async () => {
    if (isNew) return setState({ kind: 'ready', screen: null });
    if (screenId === null) return setState({ kind: 'missing' });
    try {
      setState({ kind: 'ready', screen: await getScreen(screenId) });
    } catch (error) {
      reportError(error, MESSAGES.screenLoadFailed);
      setState({ kind: 'missing' });
    }
  }, [isNew, screenId, reportError]);

  useEffect(() => {
    setState({ kind: 'loading' });
    void load();
  }, [load]);

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
      {state.kind === 'missing' && <Result status="404" title="Screen not found" extra={<Link to="/dataentry/manage">Back to data screens</Link>} />}
      {state.kind === 'ready' && (
        <>
          <ScreenForm
            key={state.screen?.ID ?? 'new'}
            screen={state.screen}
            levels={levels}
            onCreated={(newId) => navigate(`/dataentry/manage/${newId}`, { replace: true })}
            onUpdated={() => void load()}
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
