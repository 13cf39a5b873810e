import { BellOutlined } from '@ant-design/icons';
import { NOTIFICATION_BADGE_MAX, NOTIFICATION_DROPDOWN_SIZE, type NotificationDto } from '@ftr/contracts';
import { Badge, Button, Dropdown, Flex, type MenuProps } from 'antd';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { unreadCount } from '../../features/notifications/list.ts';
import { useNotificationActions } from '../../features/notifications/useNotificationActions.ts';
import { useNotifications } from '../../features/notifications/useNotifications.ts';
import { instantText } from '../../format/time.ts';
import { SecondaryText } from '../Heading.tsx';

/** One line cut with an ellipsis (as antd Typography's `ellipsis`, without its code: issue 18 item 13). */
const ONE_LINE: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 };

const ItemLabel = ({ notification }: { notification: NotificationDto }) => (
  <Flex vertical style={{ maxWidth: 320 }} data-testid={`notification-item-${notification.ID}`}>
    <Flex justify="space-between" gap="small">
      <span style={{ ...ONE_LINE, fontWeight: notification.IS_READ ? undefined : 600 }}>
        {!notification.IS_READ && <Badge status="processing" />}
        {notification.HEADING}
      </span>
      <SecondaryText style={{ whiteSpace: 'nowrap' }}>{instantText(notification.CREATED_DTS).slice(0, 16)}</SecondaryText>
    </Flex>
    <SecondaryText style={ONE_LINE}>{notification.MESSAGE}</SecondaryText>
  </Flex>
);

/**
 * Spec 1 §2 Top bar: a bell whose badge counts the unread notifications (capped at '10+'), opening
 * the 7 most recent; clicking one marks it read and follows its link. Links to all notifications
 * and to the subscriptions page. Live: the badge changes the moment a notification arrives.
 */
export const NotificationDropdown = () => {
  const { notifications } = useNotifications();
  const actions = useNotificationActions();
  const unread = unreadCount(notifications);
  const recent = notifications.slice(0, NOTIFICATION_DROPDOWN_SIZE);

  const items: MenuProps['items'] = [
    ...(recent.length === 0
      ? [{ key: 'none', disabled: true, label: 'No notifications' }]
      : recent.map((n) => ({ key: n.ID, label: <ItemLabel notification={n} /> }))),
    { type: 'divider' },
    { key: 'all', label: <Link to="/notifications">All Notifications</Link> },
    { key: 'subscriptions', label: <Link to="/profile/subscriptions">Manage Subscriptions</Link> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const notification = recent.find((n) => n.ID === key);
    if (notification) void actions.open(notification);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        data-testid="notification-bell"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        icon={
          <Badge count={unread} overflowCount={NOTIFICATION_BADGE_MAX} size="small" data-testid="notification-badge">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Dropdown>
  );
};
