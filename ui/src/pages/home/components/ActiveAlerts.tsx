import { ALERT_MESSAGES, LOGIN_SITE_LABELS, type AlertDto } from '@ftr/contracts';
import { useReportError } from '../../../api/errors.ts';
import { instantText } from '../../../format/time.ts';
import { Alert } from '../../../layout/plain/Alert.tsx';
import { useMessage } from '../../../layout/plain/notices.ts';
import { queryKey } from '../../../query/keys.ts';
import { useOptimisticMutation } from '../../../query/useOptimisticMutation.ts';
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

/** Spec 3 §2 Home: the active alerts, each drawn with its ALERT_TYPE as the alert's type (antd Alert's look). */
export const ActiveAlerts = ({ alerts, canClear }: Props) => {
  const message = useMessage();
  const reportError = useReportError();
  // The alert goes at once and comes back if the server refuses.
  const clearing = useOptimisticMutation({
    key: queryKey('listAlerts', {}),
    change: (list: AlertDto[], alert: AlertDto) => list.filter((a) => a.ALERT_ID !== alert.ALERT_ID),
    write: (alert: AlertDto) => clearAlert(alert.ALERT_ID),
    onSuccess: () => message.success(ALERT_MESSAGES.cleared),
    onError: (error) => reportError(error),
  });
  if (alerts.length === 0) return null;

  return (
    <div className="home-stack home-stack-small" data-testid="active-alerts">
      {alerts.map((alert) => (
        <Alert
          key={alert.ALERT_ID}
          type={alert.ALERT_TYPE}
          title={alert.MESSAGE}
          description={when(alert)}
          close={canClear(alert) ? { label: 'Clear alert', onClose: () => clearing.mutate(alert) } : undefined}
        />
      ))}
    </div>
  );
};
