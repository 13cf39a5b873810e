import {
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { LOGIN_SITE_LABELS } from '@ftr/contracts';
import { Button, Flex, Layout, theme } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { claimsAtom } from '../session/atoms.ts';
import { sidebarCollapsedAtom } from './atoms.ts';
import { Heading, SecondaryText } from './Heading.tsx';
import { NotificationDropdownSlot, SiteChangeDialog } from './lazyShell.tsx';

/**
 * Spec 1 §2 Top bar: sidebar toggle (signed in only), site name (opening the site-change dialog),
 * notifications, user name, Help, Sign Out.
 */
export const TopBar = ({ withSidebar }: { withSidebar: boolean }) => {
  const claims = useAtomValue(claimsAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const navigate = useNavigate();
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
            <Heading level={4}>FTR</Heading>
          </Link>
          {claims && (
            <Button
              type="text"
              icon={<SwapOutlined />}
              iconPlacement="end"
              title="Change site"
              aria-label={`${LOGIN_SITE_LABELS[claims.site]}: change site`}
              onClick={() => setChangingSite(true)}
            >
              <SecondaryText data-testid="site-name">{LOGIN_SITE_LABELS[claims.site]}</SecondaryText>
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
            {/* Through /logout, an in-app navigation: a page with unsubmitted changes can ask first. */}
            <Button type="text" icon={<LogoutOutlined />} onClick={() => navigate('/logout')}>
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
