import type { SubscriptionDto } from '@ftr/contracts';
import { Table, Typography } from 'antd';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { subscriptionColumns } from './components/columns.tsx';
import { useSubscriptions } from './useSubscriptions.ts';

/**
 * Spec 3 §2 Profile, My Subscriptions: the user's parameter subscriptions; the type, email and push
 * are changed in place, and removing one takes it off at once, restored if the server refuses
 * ('Subscription Removed').
 */
const SubscriptionsPage = () => {
  const { subscriptions, loading, change, remove } = useSubscriptions();
  const columns = subscriptionColumns({
    onChange: (s, settings) => change(s, settings),
    onRemove: (s) => remove(s),
  });
  return (
    <>
      <PageTitle page="My Subscriptions" />
      <Typography.Title level={4}>My Subscriptions</Typography.Title>
      <Table<SubscriptionDto>
        rowKey="ID"
        columns={columns}
        dataSource={subscriptions}
        loading={loading}
        pagination={{ pageSize: 12, showSizeChanger: false, hideOnSinglePage: true }}
        size="middle"
        locale={{ emptyText: 'No subscriptions yet: subscribe to a measured parameter from Parameters or Live Data' }}
      />
    </>
  );
};

export default SubscriptionsPage;
