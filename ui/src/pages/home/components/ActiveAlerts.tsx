import { ALERT_MESSAGES, SITE_NAMES, type AlertDto } from '@ftr/contracts';
import { Alert, App, Space } from 'antd';
import dayjs from 'dayjs';
import { useReportError } from '../../../api/errors.ts';
import { clearAlert } from '../service.ts';

interface Props {
  alerts: AlertDto[];
  /** Whether the user may clear this alert (administrators, within their site scope). */
  canClear: (alert: AlertDto) => boolean;
  onChanged: () => void;
}

const when = (alert: AlertDto): string => {
  const created = dayjs(alert.DATE_CREATED);
  const scope = alert.SITE ? SITE_NAMES[alert.SITE] : 'All sites';
  return `${scope} · ${created.isValid() ? created.format('D MMM YYYY HH:mm') : alert.DATE_CREATED}`;
};

/** Spec 3 §2 Home: the active alerts, each shown with its ALERT_TYPE as the antd Alert type. */
export const ActiveAlerts = ({ alerts, canClear, onChanged }: Props) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  if (alerts.length === 0) return null;

  const clear = async (alert: AlertDto) => {
    try {
      await clearAlert(alert.ALERT_ID);
      void message.success(ALERT_MESSAGES.cleared);
      onChanged();
    } catch (error) {
      reportError(error);
      onChanged();
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="active-alerts">
      {alerts.map((alert) => (
        <Alert
          key={alert.ALERT_ID}
          type={alert.ALERT_TYPE}
          showIcon
          title={alert.MESSAGE}
          description={when(alert)}
          closable={canClear(alert) ? { onClose: () => void clear(alert), 'aria-label': 'Clear alert' } : false}
        />
      ))}
    </Space>
  );
};
