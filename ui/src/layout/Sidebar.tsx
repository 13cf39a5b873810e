import { CalendarOutlined, HomeOutlined } from '@ant-design/icons';
import type { Flag } from '@ftr/contracts';
import { Layout, Menu, type MenuProps } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { claimsAtom, userHasFlag } from '../session/atoms.ts';
import { sidebarCollapsedAtom } from './atoms.ts';

interface Entry {
  path: string;
  label: string;
  icon: ReactNode;
  flag?: Flag;
}

/** Spec 3 §2 Sidebar: each link shown only to users holding its flag. More entries arrive with their pages. */
const ENTRIES: Entry[] = [
  { path: '/', label: 'Home', icon: <HomeOutlined /> },
  { path: '/operations', label: 'Operations', icon: <CalendarOutlined />, flag: 'OPERATIONS' },
];

const selectedKey = (pathname: string): string =>
  ENTRIES.filter((e) => e.path === pathname || (e.path !== '/' && pathname.startsWith(`${e.path}/`)))
    .map((e) => e.path)
    .sort((a, b) => b.length - a.length)[0] ?? '';

export const Sidebar = () => {
  const claims = useAtomValue(claimsAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const { pathname } = useLocation();

  const items: MenuProps['items'] = ENTRIES.filter((e) => !e.flag || userHasFlag(claims, e.flag)).map((e) => ({
    key: e.path,
    icon: e.icon,
    label: <Link to={e.path}>{e.label}</Link>,
  }));

  return (
    <Layout.Sider
      theme="light"
      collapsible
      collapsed={collapsed}
      trigger={null}
      breakpoint="lg"
      onBreakpoint={(broken) => setCollapsed(broken)}
      data-testid="sidebar"
    >
      <Menu mode="inline" selectedKeys={[selectedKey(pathname)]} items={items} aria-label="Main navigation" />
    </Layout.Sider>
  );
};
