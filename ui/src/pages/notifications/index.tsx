import type { NotificationDto } from '@ftr/contracts';
import { Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom, userHasFlag } from '../../session/atoms.ts';
import { notificationColumns } from './components/columns.tsx';
import { SendNotificationForm } from './components/SendNotificationForm.tsx';
import { unreadCount } from '../../features/notifications/list.ts';
import { useNotificationActions } from '../../features/notifications/useNotificationActions.ts';
import { useNotifications } from '../../features/notifications/useNotifications.ts';

/**
 * Spec 3 §2 Notifications: the list, each Read or Unread; clicking one marks it read and follows its
 * link; per-item mark read/unread and delete; mark all read; clear all. Administrators (USERS) also
 * get a small form to send an announcement.
 */
const NotificationsPage = () => {
  const claims = useAtomValue(claimsAtom);
  const { notifications, loading } = useNotifications();
  const actions = useNotificationActions();
  const columns = notificationColumns({
    onSetRead: (n, read) => actions.setRead(n.ID, read),
    onDelete: (n) => actions.remove(n.ID),
  });

  return (
    <>
      <PageTitle page="Notifications" />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Flex justify="space-between" align="center" wrap gap="small">
          <Typography.Title level={2} style={{ margin: 0 }}>
            Notifications
          </Typography.Title>
          <Space>
            <Button disabled={unreadCount(notifications) === 0} onClick={() => actions.markAllRead()}>
              Mark all read
            </Button>
            <Popconfirm
              title="Clear all notifications?"
              okText="Yes"
              cancelText="No"
              disabled={notifications.length === 0}
              onConfirm={() => actions.clearAll()}
            >
              <Button danger disabled={notifications.length === 0}>
                Clear all
              </Button>
            </Popconfirm>
          </Space>
        </Flex>
        <Table<NotificationDto>
          rowKey="ID"
          columns={columns}
          dataSource={notifications}
          loading={loading}
          pagination={{ pageSize: 12, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: 'No notifications' }}
          onRow={(n) => ({ onClick: () => void actions.open(n), style: { cursor: 'pointer' } })}
          size="middle"
        />
        {claims && userHasFlag(claims, 'USERS') && <SendNotificationForm claims={claims} />}
      </Space>
    </>
  );
};

export default NotificationsPage;
