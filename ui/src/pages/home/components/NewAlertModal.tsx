import {
  ALERT_MESSAGE_MAX,
  ALERT_MESSAGES,
  ALERT_TYPES,
  AlertType,
  RaiseAlertBody,
  SITE_NAMES,
  SITES,
  isCentralOffice,
  type Site,
} from '@ftr/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { raiseAlert } from '../service.ts';

const EVERY_SITE = 'ALL';

interface AlertForm {
  type: AlertType;
  message: string;
  site: Site | typeof EVERY_SITE;
}

const TYPE_LABELS: Record<AlertType, string> = { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' };

interface Props {
  open: boolean;
  userSite: Site;
  onClose: () => void;
  onSaved: () => void;
}

/** Administrators (USERS) raise an alert for their site; the central office for any site or every site. */
export const NewAlertModal = ({ open, userSite, onClose, onSaved }: Props) => {
  const [form] = Form.useForm<AlertForm>();
  const [submitting, setSubmitting] = useState(false);
  const { message } = App.useApp();
  const reportError = useReportError();
  const centralOffice = isCentralOffice(userSite);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    try {
      const site = values.site === EVERY_SITE ? null : values.site;
      await raiseAlert({ type: values.type, message: values.message, site });
      void message.success(ALERT_MESSAGES.raised);
      onSaved();
      onClose();
    } catch (error) {
      reportError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const siteOptions = [
    { value: EVERY_SITE, label: 'All sites' },
    ...SITES.map((site) => ({ value: site, label: SITE_NAMES[site] })),
  ];

  return (
    <Modal
      open={open}
      title="New Alert"
      okText="Raise"
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={!submitting}
    >
      <Form<AlertForm>
        form={form}
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
