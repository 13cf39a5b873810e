import { CloseOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { LIVE_DATA_MESSAGES, SITE_NAMES, type LiveScreenDto } from '@ftr/contracts';
import { Button, ConfigProvider, Flex, Result, Spin, Typography, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useReportError } from '../../../api/errors.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { LiveGrid } from '../components/LiveGrid.tsx';
import { UpdatedAge } from '../components/UpdatedAge.tsx';
import { parseWallboard, rangeFor } from '../paths.ts';
import { listLiveScreens } from '../service.ts';
import { useLiveData } from '../useLiveData.ts';

/** Whether the page is in full screen (the Fullscreen API), and a toggle. */
const useFullscreen = () => {
  const [on, setOn] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => void (on ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return { on, toggle };
};

/** The screen a wallboard address names, among the site's live screens: undefined while loading, null when absent. */
const useWallboardScreen = (target: ReturnType<typeof parseWallboard>) => {
  const reportError = useReportError();
  const report = useRef(reportError);
  useEffect(() => {
    report.current = reportError;
  });
  const [screen, setScreen] = useState<LiveScreenDto | null | undefined>(undefined);
  const site = target?.site;
  const screenId = target?.screenId;
  useEffect(() => {
    if (!site || !screenId) return undefined;
    let live = true;
    listLiveScreens(site).then(
      (list) => live && setScreen(list.find((s) => s.ID === screenId) ?? null),
      (error: unknown) => {
        if (!live) return;
        setScreen(null);
        report.current(error);
      },
    );
    return () => {
      live = false;
    };
  }, [site, screenId]);
  return target ? screen : null;
};

/**
 * Wallboard mode for control-room screens (issue 4 item 6): no sidebar or top bar, the whole viewport,
 * large type on a dark theme, a full-screen button, the ticking 'last update' age and a reconnecting
 * indicator. Its address opens straight into it: /live/wallboard/{site}/{screenId}?range=1D.
 */
const Wallboard = () => {
  const params = useParams();
  const [search] = useSearchParams();
  const target = parseWallboard(params['site'], params['screenId']);
  const screen = useWallboardScreen(target);
  const range = screen ? rangeFor(screen.TYPE, search.get('range')) : undefined;
  const site = target?.site;
  const screenRef = useMemo(() => (site && screen ? { site, screenId: screen.ID, type: screen.TYPE } : null), [site, screen]);
  const reportError = useReportError();
  const data = useLiveData(screenRef, range, reportError);
  const fullscreen = useFullscreen();
  const { token } = theme.useToken();

  const frame = { position: 'fixed', inset: 0, background: token.colorBgLayout, color: token.colorText, padding: token.paddingMD } as const;
  if (screen === undefined) return <div style={frame}><Spin /></div>;
  if (screen === null || !target) {
    return (
      <div style={frame}>
        <Result status="404" title={LIVE_DATA_MESSAGES.screenNotFound(target?.screenId ?? 0, target?.site ?? '?')} extra={<Link to="/live">Live Data</Link>} />
      </div>
    );
  }
  return (
    <Flex vertical gap="small" style={frame} data-testid="wallboard">
      <PageTitle page={`Wallboard - ${screen.DESCRIPTION}`} />
      <Flex align="center" gap="middle" wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {screen.DESCRIPTION}
        </Typography.Title>
        <Typography.Text type="secondary">
          {SITE_NAMES[target.site]} · {range?.label}
        </Typography.Text>
        <Flex flex={1} />
        <UpdatedAge updatedAt={data.updatedAt} connected={data.connected} />
        <Button icon={fullscreen.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={fullscreen.toggle}>
          {fullscreen.on ? 'Exit full screen' : 'Full screen'}
        </Button>
        <Link to={`/live?site=${target.site}&screen=${screen.ID}&range=${range?.label ?? ''}`} aria-label="Leave the wallboard">
          <Button type="text" icon={<CloseOutlined />} />
        </Link>
      </Flex>
      <LiveGrid type={screen.TYPE} columns={data.columns} rows={data.rows} fresh={data.fresh} ready={data.ready} />
    </Flex>
  );
};

/** The wallboard on a dark theme with large type. */
const WallboardPage = () => (
  <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { fontSize: 22 } }}>
    <Wallboard />
  </ConfigProvider>
);

export default WallboardPage;
