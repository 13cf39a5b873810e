import {
  ALERT_MESSAGE_MAX,
  ALERT_MESSAGES,
  ALERT_TYPES,
  AlertType,
  RaiseAlertBody,
  LOGIN_SITE_LABELS,
  SITES,
  isCentralOffice,
  type Site,
} from '@ftr/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { submitValidated } from '../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { raiseAlert } from '../service.ts';

const EVERY_SITE = 'ALL';

interface AlertForm {
  type: AlertType;
  message: string;
  site: Site | typeof EVERY_SITE;
}

const TYPE_LABELS: Record<AlertType, string> = { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' };

export interface NewAlertModalProps {
  open: boolean;
  userSite: Site;
  onClose: () => void;
}

/** Administrators (USERS) raise an alert for their site; the central office for any site or every site. */
export const NewAlertModal = ({ open, userSite, onClose }: NewAlertModalProps) => {
  const [form] = Form.useForm<AlertForm>();
  const { message } = App.useApp();
  const centralOffice = isCentralOffice(userSite);

  const raise = useFormMutation({
    write: (values: AlertForm) =>
      raiseAlert({ type: values.type, message: values.message, site: values.site === EVERY_SITE ? null : values.site }),
    invalidates: ['listAlerts'],
    onSuccess: () => {
      void message.success(ALERT_MESSAGES.raised);
      onClose();
    },
  });
  const submitting = raise.isPending;

  const siteOptions = [
    { value: EVERY_SITE, label: 'All sites' },
    ...SITES.map((site) => ({ value: site, label: LOGIN_SITE_LABELS[site] })),
  ];

  return (
    <Modal
      open={open}
      title="New Alert"
      okText="Raise"
      confirmLoading={submitting}
      onOk={() => submitValidated(form, raise.mutate)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !submitting }}
    >
      <Form<AlertForm>
        form={form}
        clearOnDestroy
        layout="vertical"
        name="alert"
        initialValues={{ type: 'info', site: centralOffice ? EVERY_SITE : userSite }}
      >
        <Form.Item label="Type" name="type" rules={[contractRule(AlertType)]}>
          <Select options={ALERT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))} />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[contractRule(RaiseAlertBody.shape.message)]}>
          <Input.TextArea rows={3} maxLength={ALERT_MESSAGE_MAX} showCount />
        </Form.Item>
        <Form.Item label="Site" name="site">
          <Select options={siteOptions} disabled={!centralOffice} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
