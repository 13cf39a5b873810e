import { SettingOutlined } from '@ant-design/icons';
import { Flex, Layout, Menu, type MenuProps } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { claimsAtom } from '../session/atoms.ts';
import { sidebarCollapsedAtom } from './atoms.ts';
import { CcfBadges } from './sidebar/CcfBadges.tsx';
import { SIDEBAR_ICONS } from './sidebar/icons.tsx';
import { selectedLink, visibleLinks, type SidebarLink } from './sidebar/links.ts';
import { useCcfSummary } from './sidebar/useCcfSummary.ts';
import './sidebar/sidebar.css';

/** Wide enough for the longest label, 'Production Comments', with its icon (antd's default 200 cut it). */
const SIDEBAR_WIDTH = 224;

/**
 * Spec 3 §2 Sidebar: each link shown by its permission (sidebar/links.ts), cogs to the manage pages,
 * CCF badges from GET /ccf-summary, and a collapse toggle (also in the top bar).
 */
export const Sidebar = () => {
  const claims = useAtomValue(claimsAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const { pathname } = useLocation();
  const links = claims ? visibleLinks(claims) : [];
  const summary = useCcfSummary(links.some((link) => link.ccfBadges));

  const label = (link: SidebarLink) => (
    <Flex align="center" justify="space-between" gap="small">
      <Link to={link.path} style={{ flex: 1 }}>
        {link.label}
      </Link>
      {link.ccfBadges && <CcfBadges summary={summary} />}
      {link.cog && (
        <Link to={link.cog.path} aria-label={link.cog.label} title={link.cog.label} className="ftr-sidebar-cog">
          <SettingOutlined />
        </Link>
      )}
    </Flex>
  );

  const items: MenuProps['items'] = links.map((link) => ({ key: link.path, icon: SIDEBAR_ICONS[link.icon], label: label(link) }));

  return (
    <Layout.Sider
      theme="light"
      width={SIDEBAR_WIDTH}
      collapsible
      collapsed={collapsed}
      onCollapse={(value) => setCollapsed(value)}
      breakpoint="lg"
      onBreakpoint={(broken) => setCollapsed(broken)}
      data-testid="sidebar"
      className="ftr-sidebar"
    >
      <Menu mode="inline" selectedKeys={[selectedLink(links, pathname)]} items={items} aria-label="Main navigation" />
    </Layout.Sider>
  );
};
