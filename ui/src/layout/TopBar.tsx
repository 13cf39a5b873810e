import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { SITE_NAMES } from '@ftr/contracts';
import { Button, Flex, Layout, Typography, theme } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { claimsAtom } from '../session/atoms.ts';
import { useLogout } from '../session/useLogout.ts';
import { sidebarCollapsedAtom } from './atoms.ts';
import { NotificationDropdownSlot } from './NotificationDropdownSlot.tsx';
import { SiteChangeDialog } from './siteChange/SiteChangeDialog.tsx';

/**
 * Spec 1 §2 Top bar: sidebar toggle (signed in only), site name (opening the site-change dialog),
 * notifications, user name, Help, Sign Out.
 */
export const TopBar = ({ withSidebar }: { withSidebar: boolean }) => {
  const claims = useAtomValue(claimsAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const logout = useLogout();
  const { token } = theme.useToken();
  const [changingSite, setChangingSite] = useState(false);
  const { pathname } = useLocation();
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
            <Button
              type="text"
              icon={<SwapOutlined />}
              iconPlacement="end"
              title="Change site"
              aria-label={`${SITE_NAMES[claims.site]}: change site`}
              onClick={() => setChangingSite(true)}
            >
              <Typography.Text type="secondary" data-testid="site-name">
                {SITE_NAMES[claims.site]}
              </Typography.Text>
            </Button>
          )}
        </Flex>
        {claims && (
          <Flex align="center" gap="small">
            <NotificationDropdownSlot />
            <Link to="/profile" data-testid="user-name" title="Your profile">
              <UserOutlined /> {userName}
            </Link>
            <Link to="/help" style={{ paddingInline: token.paddingXS }}>
              <QuestionCircleOutlined /> Help
            </Link>
            <Button type="text" icon={<LogoutOutlined />} onClick={() => void logout()}>
              Sign Out
            </Button>
          </Flex>
        )}
        {!claims && pathname.toLowerCase() !== '/login' && <Link to="/login">Sign In</Link>}
      </Flex>
      {claims && <SiteChangeDialog open={changingSite} onClose={() => setChangingSite(false)} />}
    </Layout.Header>
  );
};
