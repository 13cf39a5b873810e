import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { SITE_NAMES } from '@ftr/contracts';
import { Button, Flex, Layout, Typography, theme } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { claimsAtom } from '../session/atoms.ts';
import { useLogout } from '../session/useLogout.ts';
import { sidebarCollapsedAtom } from './atoms.ts';
import { NotificationDropdownSlot } from './NotificationDropdownSlot.tsx';

/** Spec 1 §2 Top bar: sidebar toggle (signed in only), site name, notifications, user name, Sign Out. */
export const TopBar = ({ withSidebar }: { withSidebar: boolean }) => {
  const claims = useAtomValue(claimsAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const logout = useLogout();
  const { token } = theme.useToken();
  const userName = claims ? claims.fullName.trim() || claims.sub : null;

  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: token.paddingLG,
      }}
    >
      <Flex align="center" justify="space-between" gap="middle" style={{ height: '100%' }}>
        <Flex align="center" gap="middle">
          {claims && withSidebar && (
            <Button
              type="text"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              data-testid="sidebar-toggle"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
            />
          )}
          <Link to="/" aria-label="FTR home">
            <Typography.Title level={4} style={{ margin: 0 }}>
              FTR
            </Typography.Title>
          </Link>
          {claims && (
            <Typography.Text type="secondary" data-testid="site-name">
              {SITE_NAMES[claims.site]}
            </Typography.Text>
          )}
        </Flex>
        {claims && (
          <Flex align="center" gap="small">
            <NotificationDropdownSlot />
            <UserOutlined />
            <Typography.Text data-testid="user-name">{userName}</Typography.Text>
            <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout()}>
              Sign Out
            </Button>
          </Flex>
        )}
      </Flex>
    </Layout.Header>
  );
};
