import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, factoryToday, isCentralOffice, type AlertDto } from '@ftr/contracts';
import { Button, Flex, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useLiveQuery } from '../../live/useLiveQuery.ts';
import { useNow } from '../../live/useNow.ts';
import { claimsAtom, userHasFlag } from '../../session/atoms.ts';
import { ActiveAlerts } from './components/ActiveAlerts.tsx';
import { NewAlertModal } from './components/NewAlertModal.tsx';
import { OperationCards } from './components/OperationCards.tsx';
import { greetingFor } from './greeting.ts';
import { listActiveOperations, listAlerts } from './service.ts';

/** Spec 3 §4 Timers: the date is refreshed every 60000 ms. */
const CLOCK_REFRESH_MS = 60_000;

/** Spec 3 §2 Home: greeting, today's date, active alerts and cards of the current operations. */
const HomePage = () => {
  const claims = useAtomValue(claimsAtom);
  const now = useNow(CLOCK_REFRESH_MS);
  const reportError = useReportError();
  const [raising, setRaising] = useState(false);
  const alerts = useLiveQuery('alerts', listAlerts);
  const operations = useLiveQuery('operations', listActiveOperations, (error) =>
    reportError(error, MESSAGES.operationsLoadFailed),
  );
  if (!claims) return null;

  const name = claims.firstName.trim() || claims.sub;
  const admin = userHasFlag(claims, 'USERS');
  const canClear = (alert: AlertDto) => admin && (isCentralOffice(claims.site) || alert.SITE === claims.site);

  return (
    <>
      <PageTitle page="Home" />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Flex justify="space-between" align="flex-start" wrap gap="middle">
          <div>
            <Typography.Title level={2} style={{ marginBottom: 0 }} data-testid="greeting">
              {`${greetingFor(now)}, ${name}`}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="today">
              {dayjs(now).format('dddd D MMMM YYYY, HH:mm')}
            </Typography.Text>
          </div>
          {admin && (
            <Button icon={<PlusOutlined />} onClick={() => setRaising(true)}>
              New Alert
            </Button>
          )}
        </Flex>
        <ActiveAlerts alerts={alerts.data ?? []} canClear={canClear} onChanged={() => void alerts.reload()} />
        <div>
          <Typography.Title level={4}>Current Operations</Typography.Title>
          {!operations.loading && (
            <OperationCards
              operations={operations.data ?? []}
              today={factoryToday(now)}
              showSite={isCentralOffice(claims.site)}
            />
          )}
        </div>
      </Space>
      {admin && (
        <NewAlertModal
          open={raising}
          userSite={claims.site}
          onClose={() => setRaising(false)}
          onSaved={() => void alerts.reload()}
        />
      )}
    </>
  );
};

export default HomePage;
