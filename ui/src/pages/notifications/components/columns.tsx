import { LOGIN_SITE_LABELS, type NotificationDto } from '@ftr/contracts';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { instantText } from '../../../format/time.ts';

export interface ColumnOptions {
  onSetRead: (notification: NotificationDto, read: boolean) => void;
  onDelete: (notification: NotificationDto) => void;
}

/** Buttons inside a clickable row must not open the notification too. */
const only = (action: () => void) => (event: { stopPropagation(): void }) => {
  event.stopPropagation();
  action();
};

/** Spec 3 §2 Notifications: each Read or Unread, with per-item mark read/unread and delete. */
export const notificationColumns = ({ onSetRead, onDelete }: ColumnOptions): TableColumnsType<NotificationDto> => [
  {
    title: 'Status',
    key: 'status',
    width: 100,
    render: (_v, n) => (n.IS_READ ? <Tag>Read</Tag> : <Tag color="blue">Unread</Tag>),
  },
  {
    title: 'Notification',
    key: 'notification',
    render: (_v, n) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text strong={!n.IS_READ}>{n.HEADING}</Typography.Text>
        <Typography.Text type="secondary">{n.MESSAGE}</Typography.Text>
        {n.LINK && <Typography.Link>{n.LINK}</Typography.Link>}
      </Space>
    ),
  },
  {
    title: 'Site',
    dataIndex: 'SITE_NAME',
    key: 'site',
    width: 140,
    render: (site: NotificationDto['SITE_NAME']) => LOGIN_SITE_LABELS[site],
  },
  {
    title: 'Received',
    dataIndex: 'CREATED_DTS',
    key: 'created',
    width: 170,
    render: (value: string) => instantText(value),
  },
  {
    title: '',
    key: 'actions',
    width: 200,
    render: (_v, n) => (
      <Space size="small">
        <Button type="link" size="small" onClick={only(() => onSetRead(n, !n.IS_READ))}>
          {n.IS_READ ? 'Mark unread' : 'Mark read'}
        </Button>
        <Button type="link" size="small" danger onClick={only(() => onDelete(n))}>
          Delete
        </Button>
      </Space>
    ),
  },
];
