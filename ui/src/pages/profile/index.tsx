import { Flex, Menu, Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PROFILE_LINKS, selectedProfileLink } from './links.ts';

const MENU_ITEMS = PROFILE_LINKS.map((link) => ({ key: link.path, label: <Link to={link.path}>{link.label}</Link> }));

/**
 * Spec 3 §2 Profile: side links to the profile tab, Change Password, My Subscriptions and My
 * Favourites; the chosen page shows beside them.
 */
const ProfileLayout = () => {
  const { pathname } = useLocation();

  return (
    <>
      <Typography.Title level={2}>Profile</Typography.Title>
      <Flex gap="large" wrap align="flex-start">
        <Menu
          mode="inline"
          aria-label="Profile navigation"
          selectedKeys={[selectedProfileLink(pathname)]}
          items={MENU_ITEMS}
          style={{ width: 220 }}
        />
        <div style={{ flex: 1, minWidth: 320 }} data-testid="profile-content">
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </div>
      </Flex>
    </>
  );
};

export default ProfileLayout;
