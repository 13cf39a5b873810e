import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { claimsAtom } from '../../session/atoms.ts';
import { sidebarCollapsedAtom } from '../atoms.ts';
import { Icon } from '../plain/Icon.tsx';
import { selectedLink, visibleLinks } from './links.ts';
import { useCcfSummary } from './useCcfSummary.ts';
import { CcfBadges } from './CcfBadges.tsx';
import { DueBadge } from '../../features/dueEntries/DueBadge.tsx';
import { SIDEBAR_ICONS } from './icons.ts';

/** antd's `lg` breakpoint: narrower than this, the sidebar collapses to its icons (as antd Sider's `breakpoint="lg"`). */
const NARROW = '(max-width: 991.98px)';

/** Collapses the sidebar on a narrow window, opens it on a wide one: when drawn, and whenever the window crosses lg. */
const useBreakpointCollapse = (setCollapsed: (collapsed: boolean) => void): void => {
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    setCollapsed(query.matches);
    const onChange = (event: MediaQueryListEvent) => setCollapsed(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setCollapsed]);
};

/**
 * Spec 3 §2 Sidebar: each link shown by its permission (links.ts), cogs to the manage pages, CCF
 * badges from GET /ccf-summary, collapsed to icons by the top bar's toggle or on a narrow window. Drawn
 * without antd (shell.css: antd's light Sider and inline Menu written out): a navigation
 * landmark of links, each opening from anywhere on its row; collapsed, a link keeps its name (hidden text) and
 * shows it as a tooltip.
 */
export const Sidebar = () => {
  const claims = useAtomValue(claimsAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const { pathname } = useLocation();
  const links = claims ? visibleLinks(claims) : [];
  const summary = useCcfSummary(links.some((link) => link.ccfBadges));
  const selected = selectedLink(links, pathname);
  useBreakpointCollapse(setCollapsed);

  return (
    <aside className={collapsed ? 'shell-sider shell-sider-collapsed' : 'shell-sider'} data-testid="sidebar">
      <nav aria-label="Main navigation">
        <ul className="shell-nav">
          {links.map((link) => (
            <li key={link.path} className={link.path === selected ? 'shell-nav-item shell-nav-selected' : 'shell-nav-item'}>
              <Link
                to={link.path}
                className="shell-nav-link"
                aria-current={link.path === selected ? 'page' : undefined}
                title={collapsed ? link.label : undefined}
              >
                <Icon icon={SIDEBAR_ICONS[link.icon]} />
                <span className="shell-nav-label">{link.label}</span>
              </Link>
              {!collapsed && link.ccfBadges && <CcfBadges summary={summary} />}
              {!collapsed && link.dueBadge && <DueBadge />}
              {!collapsed && link.cog && (
                <Link to={link.cog.path} aria-label={link.cog.label} title={link.cog.label} className="shell-nav-cog">
                  <Icon icon={SettingOutlined} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
};
