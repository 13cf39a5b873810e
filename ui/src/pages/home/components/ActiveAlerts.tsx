import { ALERT_MESSAGES, LOGIN_SITE_LABELS, type AlertDto } from '@ftr/contracts';
import { Alert, App, Space } from 'antd';
import { useReportError } from '../../../api/errors.ts';
import { queryKey } from '../../../query/keys.ts';
import { useOptimisticMutation } from '../../../query/useOptimisticMutation.ts';
import { instantText } from '../../../format/time.ts';
import { clearAlert } from '../service.ts';

interface Props {
  alerts: AlertDto[];
  /** Whether the user may clear this alert (administrators, within their site scope). */
  canClear: (alert: AlertDto) => boolean;
}

const when = (alert: AlertDto): string => {
  const scope = alert.SITE ? LOGIN_SITE_LABELS[alert.SITE] : 'All sites';
  return `${scope} · ${instantText(alert.DATE_CREATED)}`;
};

/** Spec 3 §2 Home: the active alerts, each shown with its ALERT_TYPE as the antd Alert type. */
export const ActiveAlerts = ({ alerts, canClear }: Props) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  // The alert goes at once (antd closes it too) and comes back if the server refuses.
  const clearing = useOptimisticMutation({
    key: queryKey('listAlerts', {}),
    change: (list: AlertDto[], alert: AlertDto) => list.filter((a) => a.ALERT_ID !== alert.ALERT_ID),
    write: (alert: AlertDto) => clearAlert(alert.ALERT_ID),
    onSuccess: () => void message.success(ALERT_MESSAGES.cleared),
    onError: (error) => reportError(error),
  });
  if (alerts.length === 0) return null;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="active-alerts">
      {alerts.map((alert) => (
        <Alert
          key={alert.ALERT_ID}
          type={alert.ALERT_TYPE}
          showIcon
          title={alert.MESSAGE}
          description={when(alert)}
          closable={canClear(alert) ? { onClose: () => clearing.mutate(alert), 'aria-label': 'Clear alert' } : false}
        />
      ))}
    </Space>
  );
};
