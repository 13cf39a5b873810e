import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { NOTIFICATION_BADGE_MAX, NOTIFICATION_DROPDOWN_SIZE, type NotificationDto } from '@ftr/contracts';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { unreadCount } from '../../features/notifications/list.ts';
import { useNotificationActions } from '../../features/notifications/useNotificationActions.ts';
import { useNotifications } from '../../features/notifications/useNotifications.ts';
import { instantText } from '../../format/time.ts';
import { Icon } from '../plain/Icon.tsx';
import { usePopupMenu } from './usePopupMenu.ts';

const ItemLabel = ({ notification }: { notification: NotificationDto }) => (
  <span className="shell-notification" data-testid={`notification-item-${notification.ID}`}>
    <span className="shell-notification-head">
      <span className={notification.IS_READ ? 'shell-one-line' : 'shell-one-line shell-unread'}>
        {!notification.IS_READ && <span className="shell-dot" aria-hidden="true" />}
        {notification.HEADING}
      </span>
      <span className="plain-secondary shell-no-wrap">{instantText(notification.CREATED_DTS).slice(0, 16)}</span>
    </span>
    <span className="plain-secondary shell-one-line">{notification.MESSAGE}</span>
  </span>
);

/**
 * Spec 1 §2 Top bar: a bell whose badge counts the unread notifications (capped at '10+'), opening a menu of
 * the 7 most recent; choosing one marks it read and follows its link. Links to all notifications and to the
 * subscriptions page. Live: the badge changes the moment a notification arrives. Drawn without antd
 * (antd's Badge and Dropdown written out in shell.css); the menu follows the ARIA menu
 * button pattern (usePopupMenu.ts).
 */
export const NotificationMenu = () => {
  const { notifications } = useNotifications();
  const actions = useNotificationActions();
  const unread = unreadCount(notifications);
  const recent = notifications.slice(0, NOTIFICATION_DROPDOWN_SIZE);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const onMenuKeyDown = usePopupMenu({ open, setOpen, button, menu });
  const choose = (notification: NotificationDto) => {
    setOpen(false);
    void actions.open(notification);
  };

  return (
    <span className="shell-popup-anchor">
      <button
        ref={button}
        type="button"
        className="plain-button plain-button-text plain-button-icon"
        data-testid="notification-bell"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="shell-badge-anchor">
          <Icon icon={BellOutlined} />
          {unread > 0 && (
            <sup className="shell-count shell-count-error shell-count-corner" data-testid="notification-count" title={String(unread)}>
              {unread > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : unread}
            </sup>
          )}
        </span>
      </button>
      {open && (
        <div ref={menu} role="menu" aria-label="Notifications" className="shell-popup" onKeyDown={onMenuKeyDown}>
          {recent.length === 0 ? (
            <div role="menuitem" aria-disabled="true" tabIndex={-1} className="shell-popup-item">
              No notifications
            </div>
          ) : (
            recent.map((notification) => (
              <div
                key={notification.ID}
                role="menuitem"
                tabIndex={-1}
                className="shell-popup-item"
                onClick={() => choose(notification)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose(notification);
                  }
                }}
              >
                <ItemLabel notification={notification} />
              </div>
            ))
          )}
          <div role="separator" className="shell-popup-divider" />
          <Link role="menuitem" tabIndex={-1} className="shell-popup-item" to="/notifications" onClick={() => setOpen(false)}>
            All Notifications
          </Link>
          <Link role="menuitem" tabIndex={-1} className="shell-popup-item" to="/profile/subscriptions" onClick={() => setOpen(false)}>
            Manage Subscriptions
          </Link>
        </div>
      )}
    </span>
  );
};
