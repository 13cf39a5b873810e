import { ESCALATION_DELAY_DEFAULT, ESCALATION_DELAY_MAX, type Site } from '@ftr/contracts';
import { App, Button, Checkbox, InputNumber, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { DUE_READS, subscribeDueAlert, unsubscribeDueAlert } from '../service.ts';

/** The user's "entries overdue" subscription at the board's site: delay after the grace time, in-app and mail. */
export const AlertSettings = ({ site }: { site: Site }) => {
  const { message } = App.useApp();
  const { data } = useRouteQuery('listDueAlerts', {});
  const current = data?.find((a) => a.SITE === site);
  const [delay, setDelay] = useState<number | null>(ESCALATION_DELAY_DEFAULT);
  const [email, setEmail] = useState(false);
  const [push, setPush] = useState(true);
  useEffect(() => {
    if (!current) return;
    setDelay(current.DELAY_MINUTES);
    setEmail(current.EMAIL);
    setPush(current.PUSH);
  }, [current]);
  const done = { invalidates: DUE_READS, onSuccess: (result: { message: string }) => void message.success(result.message) };
  const subscribe = useFormMutation({
    write: () => subscribeDueAlert(site, { delayMinutes: delay ?? ESCALATION_DELAY_DEFAULT, email, push }),
    ...done,
  });
  const unsubscribe = useFormMutation({ write: () => unsubscribeDueAlert(site), ...done });
  return (
    <Space wrap align="center" data-testid="due-alerts">
      <Typography.Text>Tell me when an hour is still missing</Typography.Text>
      <InputNumber
        aria-label="Delay (minutes)"
        min={0}
        max={ESCALATION_DELAY_MAX}
        precision={0}
        value={delay}
        onChange={setDelay}
        suffix="min"
        size="small"
      />
      <Typography.Text>after its grace time:</Typography.Text>
      <Checkbox checked={push} onChange={(e) => setPush(e.target.checked)}>
        In app
      </Checkbox>
      <Checkbox checked={email} onChange={(e) => setEmail(e.target.checked)}>
        Email
      </Checkbox>
      <Button size="small" type="primary" loading={subscribe.isPending} onClick={() => subscribe.mutate()}>
        {current ? 'Update' : 'Subscribe'}
      </Button>
      {current ? (
        <Button size="small" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          Unsubscribe
        </Button>
      ) : null}
    </Space>
  );
};
