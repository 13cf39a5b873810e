import { DeleteOutlined } from '@ant-design/icons';
import {
  LOGIN_SITE_LABELS,
  SUBSCRIPTION_TYPE_NAMES,
  SUBSCRIPTION_TYPES,
  type SubscriptionDto,
  type SubscriptionType,
} from '@ftr/contracts';
import { Button, Select, Switch, type TableColumnsType } from 'antd';
import type { Settings } from '../list.ts';

export interface ColumnOptions {
  onChange: (subscription: SubscriptionDto, settings: Partial<Settings>) => void;
  onRemove: (subscription: SubscriptionDto) => void;
}

const TYPE_OPTIONS = SUBSCRIPTION_TYPES.map((type) => ({ value: type, label: SUBSCRIPTION_TYPE_NAMES[type] }));

/** Spec 3 §3 Parameter subscription: code, site, type (editable), email and push (switches), remove. */
export const subscriptionColumns = ({ onChange, onRemove }: ColumnOptions): TableColumnsType<SubscriptionDto> => [
  { title: 'Code', dataIndex: 'PARM_CODE', key: 'code' },
  { title: 'Site', dataIndex: 'SITE_NAME', key: 'site', render: (site: SubscriptionDto['SITE_NAME']) => LOGIN_SITE_LABELS[site] },
  {
    title: 'Subscription',
    key: 'type',
    width: 260,
    render: (_v, s) => (
      <Select<SubscriptionType>
        aria-label={`Subscription type for ${s.PARM_CODE}`}
        value={s.SUBSCRIPTION_TYPE}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange(s, { type })}
        style={{ width: 240 }}
      />
    ),
  },
  {
    title: 'Email',
    key: 'email',
    width: 90,
    render: (_v, s) => <Switch aria-label={`Email for ${s.PARM_CODE}`} checked={s.EMAIL} onChange={(email) => onChange(s, { email })} />,
  },
  {
    title: 'Push',
    key: 'push',
    width: 90,
    render: (_v, s) => (
      <Switch aria-label={`Push for ${s.PARM_CODE}`} checked={s.PUSH_NOTIFICATION} onChange={(push) => onChange(s, { push })} />
    ),
  },
  {
    key: 'remove',
    width: 60,
    render: (_v, s) => (
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${s.PARM_CODE}`} onClick={() => onRemove(s)} />
    ),
  },
];
