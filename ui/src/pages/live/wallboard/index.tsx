import { CloseOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import {
  LIVE_DATA_MESSAGES,
  LOGIN_SITE_LABELS,
  type DataRow,
  type LiveColumnDto,
  type LiveScreenDto,
  type ScreenType,
} from '@ftr/contracts';
import { Button, ConfigProvider, Flex, Result, Spin, Typography, theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useReportError } from '../../../api/errors.ts';
import { clockText } from '../../../format/time.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { useNow } from '../../../live/useNow.ts';
import { formatCellValue } from '../../../features/values/cellText.ts';
import { parseWallboard, rangeFor } from '../paths.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { useLiveData } from '../useLiveData.ts';
import { BOARD, enteredRows, fitWallboard, measureDigit, type Fit } from './fit.ts';
import { Freshness } from './Freshness.tsx';
import { newestValueAt } from './freshness.ts';
import { headingLinesFor } from './headings.ts';
import { staleness } from './stale.ts';
import { WALL, WallboardPanels } from './WallboardPanels.tsx';
import { SpcBoardMarks } from '../../../features/spc/SpcBoardMarks.tsx';

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
  const screens = useRouteQuery(
    'liveScreens',
    { params: { site: target?.site ?? 'BA' } },
    { enabled: !!target, onError: (error) => reportError(error) },
  );
  const screen: LiveScreenDto | null | undefined = screens.isError
    ? null
    : screens.data && (screens.data.find((s) => s.ID === target?.screenId) ?? null);
  return target ? screen : null;
};

/** The viewport's size, kept current on resize (the board's type follows it). */
const useViewport = () => {
  const read = () => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const update = () => setSize(read());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
};

/** The board's layout for its data: the rows worth showing and how they fit the viewport. */
const useBoardFit = (type: ScreenType, columns: LiveColumnDto[], rows: DataRow[]) => {
  const viewport = useViewport();
  const digit = useMemo(() => measureDigit(getComputedStyle(document.body).fontFamily), []);
  return useMemo(() => {
    const codes = columns.map((c) => c.CODE);
    const entered = enteredRows(rows, codes);
    const valueChars = Math.max(
      3,
      ...entered.flatMap((row) => columns.map((c) => formatCellValue(row[c.CODE] ?? null, c.PRECISION).length)),
    );
    const input = { ...viewport, columns: columns.length, valueChars, labelChars: type === 'HLY' ? 7 : 9, rows: entered.length, digit };
    // Headings wrap: the lines they take depend on the cell width, which depends on the room the headings leave,
    // so fit once on one line per heading, then again on the lines the headings wrap to there (twice at most).
    let fit = fitWallboard({ ...input, headingLines: headingLinesFor(columns, Number.POSITIVE_INFINITY, 18) });
    for (let pass = 0; pass < 2; pass += 1) {
      const lines = headingLinesFor(columns, fit.cellWidth, fit.headingSize);
      const next = fitWallboard({ ...input, headingLines: lines });
      if (next.headingHeight === fit.headingHeight && next.cellWidth === fit.cellWidth) break;
      fit = next;
    }
    return { fit, shown: entered.slice(0, fit.rowsShown), entered, newestAt: newestValueAt(entered) };
  }, [viewport, digit, type, columns, rows]);
};

/** Over a board whose data may be old: the whole board dims and a banner says since when. */
const StaleBanner = ({ text, fit }: { text: string; fit: Fit }) => (
  <div
    role="alert"
    data-testid="wallboard-stale"
    style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}
  >
    <div
      style={{
        background: '#facc15',
        color: '#000000',
        fontSize: Math.max(32, fit.titleHeight * 0.75),
        fontWeight: 800,
        padding: '0.4em 0.9em',
        borderRadius: 12,
        boxShadow: '0 0 0 6px #000000',
      }}
    >
      {text}
    </div>
  </div>
);

/**
 * Wallboard mode for control-room screens: no sidebar or top bar, the
 * whole viewport and never more; type as large as the screen and the column count allow; columns wrap
 * into stacked panels; newest entered hour on top; out-of-limit values marked by shape and colour; the
 * board dims with a banner when its data may be stale. Its address opens straight into it:
 * /live/wallboard/{site}/{screenId}?range=1D.
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
  const { fit, shown, entered, newestAt } = useBoardFit(screen?.TYPE ?? 'HLY', data.columns, data.rows);
  const now = useNow(1_000);
  const stale = staleness(data.connected, data.updatedAt, now.getTime());

  const frame = {
    position: 'fixed',
    inset: 0,
    overflow: 'hidden',
    background: WALL.background,
    color: WALL.text,
    padding: BOARD.padding,
  } as const;
  if (screen === undefined)
    return (
      <div style={frame}>
        <Spin />
      </div>
    );
  if (screen === null || !target) {
    return (
      <div style={frame}>
        <Result
          status="404"
          title={LIVE_DATA_MESSAGES.screenNotFound(target?.screenId ?? 0, target?.site ?? '?')}
          extra={<Link to="/live">Live Data</Link>}
        />
      </div>
    );
  }
  const titleSize = Math.round(fit.titleHeight * 0.5);
  const empty =
    data.ready &&
    (data.columns.length === 0 ? 'This screen has no parameters yet' : entered.length === 0 ? 'No values in this range yet' : null);
  return (
    <Flex vertical style={frame} data-testid="wallboard" data-stale={stale.stale ? 'true' : 'false'}>
      <PageTitle page={`Wallboard - ${screen.DESCRIPTION}`} />
      <Flex align="center" gap="middle" style={{ height: fit.titleHeight, flex: 'none', fontSize: Math.round(titleSize * 0.6) }}>
        <Typography.Title
          level={2}
          style={{ margin: 0, fontSize: titleSize, color: WALL.text, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {screen.DESCRIPTION}
        </Typography.Title>
        <span style={{ color: WALL.label, whiteSpace: 'nowrap' }}>
          {LOGIN_SITE_LABELS[target.site]} · {range?.label}
        </span>
        <Flex flex={1} />
        <span data-testid="wallboard-clock" style={{ color: WALL.text, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {clockText(now)}
        </span>
        <Freshness newestAt={data.ready ? newestAt : undefined} now={now.getTime()} connected={data.connected} />
        <Button icon={fullscreen.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={fullscreen.toggle}>
          {fullscreen.on ? 'Exit full screen' : 'Full screen'}
        </Button>
        <Link to={`/live?site=${target.site}&screen=${screen.ID}&range=${range?.label ?? ''}`} aria-label="Leave the wallboard">
          <Button type="text" icon={<CloseOutlined />} />
        </Link>
      </Flex>
      <div
        data-testid="live-grid"
        data-ready={data.ready ? 'true' : 'false'}
        style={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          overflow: 'hidden',
          transition: 'filter 0.3s',
          filter: stale.stale ? 'grayscale(1) brightness(0.45)' : undefined,
        }}
      >
        <WallboardPanels type={screen.TYPE} columns={data.columns} rows={shown} fresh={data.fresh} fit={fit} />
        <SpcBoardMarks site={target.site} codes={data.columns.map((c) => c.CODE)} rows={shown} />
        {empty && <div style={{ fontSize: fit.fontSize, color: WALL.label, padding: '0.5em 0' }}>{empty}</div>}
      </div>
      {stale.stale && <StaleBanner text={stale.text} fit={fit} />}
    </Flex>
  );
};

/** The wallboard on a dark theme (the antd controls of its title bar). */
const WallboardPage = () => (
  <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { fontSize: 20 } }}>
    <Wallboard />
  </ConfigProvider>
);

export default WallboardPage;
