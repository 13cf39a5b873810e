import { EmailAddress, RESET_LINK_VALID_MINUTES } from '@ftr/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { contractRule } from '../../forms/contractRule.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { requestPasswordReset } from './service.ts';

/**
 * Spec 3 §2 Password reset, request screen (/Reset): an email address; on success
 * 'Please check your Inbox.' and the button stays disabled (spec 3 §4).
 */
const ResetRequestPage = () => {
  const { message } = App.useApp();
  const request = useFormMutation({
    write: (email: string) => requestPasswordReset(email.trim()),
    onSuccess: (result) => void message.success(result.message),
  });
  // Sent once: the button stays disabled afterwards (spec 3 §4).
  const sent = request.isSuccess;

  return (
    <Flex justify="center" style={{ paddingTop: 48 }}>
      <PageTitle page="Reset Password" />
      <Card title="Reset your password" style={{ width: 400 }}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Enter the email address of your account and we will send you a link to set a new password.
          </Typography.Paragraph>
          <Form<{ email: string }>
            layout="vertical"
            name="reset-request"
            onFinish={({ email }) => request.mutate(email)}
            requiredMark={false}
          >
            <Form.Item label="Email" name="email" rules={[contractRule(EmailAddress)]}>
              <Input inputMode="email" autoComplete="email" autoFocus disabled={sent} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={request.isPending} disabled={request.isPending || sent}>
              Send Reset Link
            </Button>
          </Form>
          {sent && (
            <Alert
              type="success"
              showIcon
              title="Reset link sent"
              description={`If an account uses this address, a link is on its way. It works once, within ${RESET_LINK_VALID_MINUTES} minutes.`}
            />
          )}
          <Link to="/login">Back to Sign In</Link>
        </Space>
      </Card>
    </Flex>
  );
};

export default ResetRequestPage;
