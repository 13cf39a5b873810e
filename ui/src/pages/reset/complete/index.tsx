import { MESSAGES, NewPassword, PASSWORD_HINT } from '@ftr/contracts';
import { Button, Card, Flex, Form, Result, Spin, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { contractRule } from '../../../forms/contractRule.ts';
import { PasswordInput } from '../../../forms/PasswordInput.tsx';
import { repeatsRule } from '../../../forms/passwordRules.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { useGoToLogin } from '../../../layout/plain/loginNotice.ts';
import { claimsAtom, clearSessionAtom } from '../../../session/atoms.ts';
import { linkCheckFailure, linkCheckOf, resetsSignedInUser, type LinkCheck } from '../link.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { completePasswordReset, type ResetBody } from '../service.ts';

/**
 * Spec 3 §2 Password reset, completion screen (/reset/:id; also the set-password link a new user is
 * mailed). The link is checked on load: invalid shows 'Invalid link' and goes to /login. New and
 * repeated password ('Passwords must match'); on success the server's message and on to /login.
 */
const ResetCompletePage = () => {
  const { id = '' } = useParams();
  const claims = useAtomValue(claimsAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const goToLogin = useGoToLogin();

  // Checked once per visit (a link is used once: never a cached answer, never retried behind the user's back).
  const link = useRouteQuery('checkPasswordReset', { params: { id } }, { retry: false, gcTime: 0 });
  const check: LinkCheck = link.isFetching
    ? { state: 'checking' }
    : link.data
      ? linkCheckOf(link.data)
      : link.error
        ? linkCheckFailure(link.error)
        : { state: 'checking' };
  const invalid = check.state === 'invalid';
  useEffect(() => {
    if (!invalid) return;
    goToLogin({ kind: 'error', text: MESSAGES.invalidLink });
  }, [invalid, goToLogin]);

  const reset = useFormMutation({
    write: (body: ResetBody) => completePasswordReset(id, body),
    onSuccess: (result) => {
      if (resetsSignedInUser(check, claims?.sub)) clearSession();
      goToLogin({ kind: 'success', text: result.message });
    },
  });
  // Busy until the page changes: the link works once.
  const submitting = reset.isPending || reset.isSuccess;

  const retry = () => {
    void link.refetch();
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
          <Form<ResetBody> layout="vertical" name="reset-complete" onFinish={reset.mutate} requiredMark={false}>
            {check.username && (
              <Typography.Paragraph>
                For the account <Typography.Text strong>{check.username}</Typography.Text>.
              </Typography.Paragraph>
            )}
            <input type="text" name="username" autoComplete="username" value={check.username ?? ''} readOnly hidden />
            <Form.Item label="New Password" name="newPassword" rules={[contractRule(NewPassword)]} extra={PASSWORD_HINT}>
              <PasswordInput autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item
              label="Repeat Password"
              name="newPassword2"
              dependencies={['newPassword']}
              rules={[repeatsRule('newPassword', MESSAGES.passwordsMustMatch)]}
            >
              <PasswordInput autoComplete="new-password" />
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
