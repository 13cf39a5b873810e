import { EmailAddress, RESET_LINK_VALID_MINUTES } from '@ftr/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useReportError } from '../../api/errors.ts';
import { contractRule } from '../../forms/contractRule.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { requestPasswordReset } from './service.ts';

type Stage = 'idle' | 'sending' | 'sent';

/**
 * Spec 3 §2 Password reset, request screen (/Reset): an email address; on success
 * 'Please check your Inbox.' and the button stays disabled (spec 3 §4).
 */
const ResetRequestPage = () => {
  const [stage, setStage] = useState<Stage>('idle');
  const { message } = App.useApp();
  const reportError = useReportError();

  const submit = async ({ email }: { email: string }) => {
    setStage('sending');
    try {
      const result = await requestPasswordReset(email.trim());
      void message.success(result.message);
      setStage('sent');
    } catch (error) {
      reportError(error);
      setStage('idle');
    }
  };

  return (
    <Flex justify="center" style={{ paddingTop: 48 }}>
      <PageTitle page="Reset Password" />
      <Card title="Reset your password" style={{ width: 400 }}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Enter the email address of your account and we will send you a link to set a new password.
          </Typography.Paragraph>
          <Form<{ email: string }> layout="vertical" name="reset-request" onFinish={(v) => void submit(v)} requiredMark={false}>
            <Form.Item label="Email" name="email" rules={[contractRule(EmailAddress)]}>
              <Input inputMode="email" autoComplete="email" autoFocus disabled={stage === 'sent'} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={stage === 'sending'} disabled={stage !== 'idle'}>
              Send Reset Link
            </Button>
          </Form>
          {stage === 'sent' && (
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
