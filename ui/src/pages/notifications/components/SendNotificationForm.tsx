import {
  NotificationHeading,
  NotificationLink,
  NotificationMessage,
  SITE_NAMES,
  SITES,
  isCentralOffice,
  type Site,
  type TokenClaims,
} from '@ftr/contracts';
import { App, Button, Card, Form, Input, Select, type FormRule } from 'antd';
import { useState } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { sendNotification } from '../service.ts';

interface SendForm {
  site: Site;
  usernames?: string[];
  heading: string;
  message: string;
  link?: string;
}

/** LINK may be left empty; when given it must be a path of the application or an http(s) address. */
const optionalLink: FormRule = {
  validator: async (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return;
    const result = NotificationLink.safeParse(value);
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid link');
  },
};

/** An administrator's announcement (USERS): to named users of a site, or to all its active users. */
export const SendNotificationForm = ({ claims }: { claims: TokenClaims }) => {
  const [form] = Form.useForm<SendForm>();
  const [sending, setSending] = useState(false);
  const { message } = App.useApp();
  const reportError = useReportError();
  const sites = isCentralOffice(claims.site) ? SITES : [claims.site];

  const submit = async (values: SendForm) => {
    setSending(true);
    try {
      const usernames = values.usernames?.map((u) => u.trim()).filter((u) => u !== '');
      const link = values.link?.trim();
      const result = await sendNotification({
        site: values.site,
        heading: values.heading,
        message: values.message,
        ...(link ? { link } : {}),
        ...(usernames && usernames.length > 0 ? { usernames } : {}),
      });
      void message.success(result.message);
      form.resetFields(['usernames', 'heading', 'message', 'link']);
    } catch (error) {
      reportError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card size="small" title="Send notification" style={{ maxWidth: 640 }}>
      <Form<SendForm> form={form} layout="vertical" name="send-notification" initialValues={{ site: claims.site }} onFinish={(v) => void submit(v)}>
        <Form.Item label="Site" name="site">
          <Select options={sites.map((s) => ({ value: s, label: SITE_NAMES[s] }))} disabled={sites.length === 1} />
        </Form.Item>
        <Form.Item label="Users" name="usernames" extra="Usernames; leave empty to notify every active user of the site.">
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} placeholder="All active users of the site" />
        </Form.Item>
        <Form.Item label="Heading" name="heading" rules={[contractRule(NotificationHeading)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[contractRule(NotificationMessage)]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item label="Link" name="link" rules={[optionalLink]}>
          <Input placeholder="/operations (optional)" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          Send
        </Button>
      </Form>
    </Card>
  );
};
