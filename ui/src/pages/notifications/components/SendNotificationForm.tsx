import {
  NotificationHeading,
  NotificationLink,
  NotificationMessage,
  LOGIN_SITE_LABELS,
  SITES,
  isCentralOffice,
  type Site,
  type TokenClaims,
} from '@ftr/contracts';
import { App, Button, Card, Form, Input, Select, type FormRule } from 'antd';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { sendNotification } from '../../../features/notifications/service.ts';
import { check } from '../../../forms/check.ts';

interface SendForm {
  site: Site;
  usernames?: string[];
  heading: string;
  message: string;
  link?: string;
}

/** LINK may be left empty; when given it must be a path of the application or an http(s) address. */
const optionalLink: FormRule = {
  validator: (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return check(null);
    const result = NotificationLink.safeParse(value);
    return check(result.success ? null : (result.error.issues[0]?.message ?? 'Invalid link'));
  },
};

/** An administrator's announcement (USERS): to named users of a site, or to all its active users. */
export const SendNotificationForm = ({ claims }: { claims: TokenClaims }) => {
  const [form] = Form.useForm<SendForm>();
  const { message } = App.useApp();
  const sites = isCentralOffice(claims.site) ? SITES : [claims.site];

  const send = useFormMutation({
    write: sendNotification,
    onSuccess: (result) => {
      void message.success(result.message);
      form.resetFields(['usernames', 'heading', 'message', 'link']);
    },
  });
  const submit = (values: SendForm) => {
    const usernames = values.usernames?.map((u) => u.trim()).filter((u) => u !== '');
    const link = values.link?.trim();
    send.mutate({
      site: values.site,
      heading: values.heading,
      message: values.message,
      ...(link ? { link } : {}),
      ...(usernames && usernames.length > 0 ? { usernames } : {}),
    });
  };

  return (
    <Card size="small" title="Send notification" style={{ maxWidth: 640 }}>
      <Form<SendForm> form={form} layout="vertical" name="send-notification" initialValues={{ site: claims.site }} onFinish={submit}>
        <Form.Item label="Site" name="site">
          <Select options={sites.map((s) => ({ value: s, label: LOGIN_SITE_LABELS[s] }))} disabled={sites.length === 1} />
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
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          Send
        </Button>
      </Form>
    </Card>
  );
};
