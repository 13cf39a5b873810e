import { MESSAGES, NewPassword, PASSWORD_HINT } from '@ftr/contracts';
import { App, Button, Card, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useReportError } from '../../../api/errors.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { repeatsRule } from '../../../forms/passwordRules.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { claimsAtom, clearSessionAtom } from '../../../session/atoms.ts';
import { linkCheckFailure, linkCheckOf, resetsSignedInUser, type LinkCheck } from '../link.ts';
import { checkResetLink, completePasswordReset, type ResetBody } from '../service.ts';

/**
 * Spec 3 §2 Password reset, completion screen (/reset/:id; also the set-password link a new user is
 * mailed). The link is checked on load: invalid shows 'Invalid link' and goes to /login. New and
 * repeated password ('Passwords must match'); on success the server's message and on to /login.
 */
const ResetCompletePage = () => {
  const { id = '' } = useParams();
  const [check, setCheck] = useState<LinkCheck>({ state: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const claims = useAtomValue(claimsAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const { message } = App.useApp();
  const reportError = useReportError();
  const navigate = useNavigate();

  useEffect(() => {
    let current = true;
    const settle = (outcome: LinkCheck) => {
      if (!current) return;
      if (outcome.state === 'invalid') {
        void message.error(MESSAGES.invalidLink);
        navigate('/login', { replace: true });
      } else setCheck(outcome);
    };
    checkResetLink(id).then((status) => settle(linkCheckOf(status)), (error: unknown) => settle(linkCheckFailure(error)));
    return () => {
      current = false;
    };
  }, [id, attempt, message, navigate]);

  const submit = async (body: ResetBody) => {
    setSubmitting(true);
    try {
      const result = await completePasswordReset(id, body);
      void message.success(result.message);
      if (resetsSignedInUser(check, claims?.sub)) clearSession();
      navigate('/login', { replace: true });
    } catch (error) {
      reportError(error);
      setSubmitting(false);
    }
  };

  const retry = () => {
    setCheck({ state: 'checking' });
    setAttempt((n) => n + 1);
  };

  return (
    <Flex justify="center" style={{ paddingTop: 48 }}>
      <PageTitle page="Set Password" />
      <Card title="Set a new password" style={{ width: 420 }}>
        {check.state === 'checking' && (
          <Flex gap="small" align="center">
            <Spin size="small" />
            <Typography.Text type="secondary">Checking your link</Typography.Text>
          </Flex>
        )}
        {check.state === 'failed' && (
          <Result
            status="warning"
            title="Your link could not be checked"
            subTitle={MESSAGES.unexpectedError}
            extra={<Button onClick={retry}>Try again</Button>}
          />
        )}
        {check.state === 'valid' && (
          <Form<ResetBody> layout="vertical" name="reset-complete" onFinish={(v) => void submit(v)} requiredMark={false}>
            {check.username && (
              <Typography.Paragraph>
                For the account <Typography.Text strong>{check.username}</Typography.Text>.
              </Typography.Paragraph>
            )}
            <input type="text" name="username" autoComplete="username" value={check.username ?? ''} readOnly hidden />
            <Form.Item label="New Password" name="newPassword" rules={[contractRule(NewPassword)]} extra={PASSWORD_HINT}>
              <Input.Password autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item
              label="Repeat Password"
              name="newPassword2"
              dependencies={['newPassword']}
              rules={[repeatsRule('newPassword', MESSAGES.passwordsMustMatch)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
              Set Password
            </Button>
          </Form>
        )}
        <div style={{ marginTop: 16 }}>
          <Link to="/login">Back to Sign In</Link>
        </div>
      </Card>
    </Flex>
  );
};

export default ResetCompletePage;
