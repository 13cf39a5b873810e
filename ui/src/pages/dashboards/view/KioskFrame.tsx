import { CloseOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { LIVE_DATA_MESSAGES } from '@ftr/contracts';
import { Button, ConfigProvider, Flex, Tag, Typography, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DarkChartsContext } from '../../../features/dashboards/darkCharts.ts';
import { UpdatedAgo } from '../../../features/dashboards/UpdatedAgo.tsx';
import { useConnected } from '../../../features/dashboards/useConnected.ts';
import { FitToScreen } from './FitToScreen.tsx';

const KIOSK_BACKGROUND = '#0b0f14';

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

interface Props {
  title: string;
  updatedAt: number;
  /** Where leaving kiosk mode goes (the dashboard without `?kiosk`). */
  exitTo: string;
  children: ReactNode;
}

/**
 * Kiosk mode (`?kiosk`): the dashboard over the whole window, dark, in large type, without
 * the sidebar or top bar, like the wallboards; its panels shrink to fit the screen, which never scrolls; it says 'Reconnecting…' while the socket is down and reloads
 * its data when the socket is back (the change notices' reconnection refresh).
 */
export const KioskFrame = ({ title, updatedAt, exitTo, children }: Props) => {
  const connected = useConnected();
  const fullscreen = useFullscreen();
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { fontSize: 18, colorBgContainer: '#141a22' } }}>
      <div
        data-testid="dashboard-kiosk"
        style={{
          position: 'fixed',
          inset: 0,
          zIndex: 1100,
          overflow: 'hidden',
          background: KIOSK_BACKGROUND,
          padding: 24,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 16, flex: 'none' }}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Flex gap={12} align="center">
            {!connected && (
              <Tag color="warning" data-testid="dashboard-reconnecting">
                {LIVE_DATA_MESSAGES.reconnecting}
              </Tag>
            )}
            <UpdatedAgo updatedAt={updatedAt} />
            <Button
              type="text"
              icon={fullscreen.on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              aria-label={fullscreen.on ? 'Leave full screen' : 'Full screen'}
              onClick={fullscreen.toggle}
            />
            <Link to={exitTo} aria-label="Leave kiosk mode">
              <CloseOutlined />
            </Link>
          </Flex>
        </Flex>
        <FitToScreen>
          <DarkChartsContext.Provider value>{children}</DarkChartsContext.Provider>
        </FitToScreen>
      </div>
    </ConfigProvider>
  );
};
