import { MAX_SCHEDULE_RECIPIENTS, SCHEDULE_MESSAGES as M, WEEKDAYS, type ScheduleDto } from '@ftr/contracts';
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { splitRecipients } from './cadence.ts';
import { createSchedule, updateSchedule } from './service.ts';

interface Values {
  every: 'DAY' | 'WEEK';
  hour: number;
  weekday: number | null;
  recipients: string;
  enabled: boolean;
}

interface Props {
  definitionId: number;
  /** The schedule being edited, or null for a new one. */
  schedule: ScheduleDto | null;
  onClose: () => void;
}

/** Add or edit a schedule: cadence (daily at a factory hour, or weekly on a day), recipients, enabled. */
export const ScheduleModal = ({ definitionId, schedule, onClose }: Props) => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [every, setEvery] = useState<Values['every']>(schedule?.EVERY ?? 'DAY');
  const save = useFormMutation({
    write: (v: Values) => {
      const body = {
        every: v.every,
        hour: v.hour,
        weekday: v.every === 'WEEK' ? v.weekday : null,
        recipients: splitRecipients(v.recipients),
        enabled: v.enabled,
      };
      return schedule ? updateSchedule(schedule.ID, body) : createSchedule({ ...body, definitionId });
    },
    invalidates: ['listSchedules'],
    fields: { form, names: ['every', 'hour', 'weekday', 'recipients', 'enabled'] },
    onSuccess: () => {
      void message.success(schedule ? M.updated : M.created);
      onClose();
    },
  });
  const initial: Values = schedule
    ? {
        every: schedule.EVERY,
        hour: schedule.HOUR,
        weekday: schedule.WEEKDAY,
        recipients: schedule.RECIPIENTS.join(', '),
        enabled: schedule.ENABLED,
      }
    : { every: 'DAY', hour: 24, weekday: 1, recipients: '', enabled: true };
  return (
    <Modal
      open
      title={schedule ? 'Edit schedule' : 'New schedule'}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => save.mutate(v)}
        onValuesChange={(changed: Partial<Values>) => changed.every && setEvery(changed.every)}
      >
        <Form.Item name="every" label="Cadence">
          <Select
            aria-label="Cadence"
            options={[
              { value: 'DAY', label: 'Daily' },
              { value: 'WEEK', label: 'Weekly' },
            ]}
          />
        </Form.Item>
        {every === 'WEEK' && (
          <Form.Item name="weekday" label="Day" rules={[{ required: true, message: 'Choose a day' }]}>
            <Select aria-label="Day" options={WEEKDAYS.map((label, value) => ({ value, label }))} />
          </Form.Item>
        )}
        <Form.Item
          name="hour"
          label="Factory hour"
          extra="1..24; 24 is the end of the factory day (07:00)"
          rules={[{ required: true, type: 'integer', min: 1, max: 24, message: 'Hour must be 1..24' }]}
        >
          <InputNumber aria-label="Factory hour" min={1} max={24} precision={0} />
        </Form.Item>
        <Form.Item
          name="recipients"
          label="Recipients"
          extra={`E-mail addresses separated by commas (at most ${MAX_SCHEDULE_RECIPIENTS})`}
          rules={[{ required: true, message: 'At least one recipient is required' }]}
        >
          <Input.TextArea aria-label="Recipients" rows={3} />
        </Form.Item>
        <Form.Item name="enabled" label="Enabled" valuePropName="checked">
          <Switch aria-label="Enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
