import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { LOGIN_SITE_LABELS } from '@ftr/contracts';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { lazyDialog } from '../../components/lazyDialog.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { sidebarCollapsedAtom } from '../atoms.ts';
import { HomeLink } from '../plain/HomeLink.tsx';
import { Icon } from '../plain/Icon.tsx';
import { NotificationMenu } from './NotificationMenu.tsx';

/** Its own chunk (antd Modal, Radio), loaded when the user first opens it. */
const SiteChangeDialog = lazyDialog(() => import('../siteChange/SiteChangeDialog.tsx').then((module) => module.SiteChangeDialog));

/**
 * Spec 1 §2 Top bar: sidebar toggle (signed in only), site name (opening the site-change dialog),
 * notifications, user name, Help, Sign Out. Drawn without antd (shell.css).
 */
export const TopBar = ({ withSidebar }: { withSidebar: boolean }) => {
  const claims = useAtomValue(claimsAtom);
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const navigate = useNavigate();
  const [changingSite, setChangingSite] = useState(false);
  const { pathname } = useLocation();
  const userName = claims ? claims.fullName.trim() || claims.sub : null;

  return (
    <>
      <header className="shell-header">
        <div className="shell-group">
          {claims && withSidebar && (
            <button
              type="button"
              className="plain-button plain-button-text plain-button-icon"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              data-testid="sidebar-toggle"
              onClick={() => setCollapsed(!collapsed)}
            >
              <Icon icon={collapsed ? MenuUnfoldOutlined : MenuFoldOutlined} />
            </button>
          )}
          <HomeLink />
          {claims && (
            <button
              type="button"
              className="plain-button plain-button-text"
              title="Change site"
              aria-label={`${LOGIN_SITE_LABELS[claims.site]}: change site`}
              onClick={() => setChangingSite(true)}
            >
              <span className="plain-secondary" data-testid="site-name">
                {LOGIN_SITE_LABELS[claims.site]}
              </span>
              <Icon icon={SwapOutlined} />
            </button>
          )}
        </div>
        {claims && (
          <div className="shell-group shell-group-small">
            <NotificationMenu />
            <Link to="/profile" data-testid="user-name" title="Your profile" className="shell-link">
              <Icon icon={UserOutlined} /> {userName}
            </Link>
            <Link to="/help" className="shell-link shell-link-padded">
              <Icon icon={QuestionCircleOutlined} /> Help
            </Link>
            {/* Through /logout, an in-app navigation: a page with unsubmitted changes can ask first. */}
            <button type="button" className="plain-button plain-button-text" onClick={() => void navigate('/logout')}>
              <Icon icon={LogoutOutlined} />
              Sign Out
            </button>
          </div>
        )}
        {!claims && pathname.toLowerCase() !== '/login' && (
          <Link to="/login" className="shell-link">
            Sign In
          </Link>
        )}
      </header>
      {/* Outside the header: antd's providers around the dialog add an element of their own (App's div). */}
      {claims && <SiteChangeDialog open={changingSite} onClose={() => setChangingSite(false)} />}
    </>
  );
};
