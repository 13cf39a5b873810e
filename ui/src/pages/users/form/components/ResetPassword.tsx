import { RESET_LINK_VALID_MINUTES } from '@ftr/contracts';
import { Alert, App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { resetUserPassword } from '../../service.ts';

/**
 * Spec 3 §2: an existing user without an email gets a 'Reset Password' button. The server mails the
 * link when it can ('Email Sent'); otherwise it answers a one-time link for the administrator to hand over,
 * which only an administrator holding every right of the user may take (`refusal` says why not).
 */
export const ResetPassword = ({ username, refusal }: { username: string; refusal?: string }) => {
  const [link, setLink] = useState<string | null>(null);
  const { message } = App.useApp();
  const reset = useFormMutation({
    write: () => resetUserPassword(username),
    onSuccess: (result) => {
      void message.success(result.message);
      setLink(result.link ?? null);
    },
  });

  return (
    <>
      <Space wrap>
        <Button onClick={() => reset.mutate()} loading={reset.isPending} disabled={refusal !== undefined}>
          Reset Password
        </Button>
        {refusal && <Typography.Text type="secondary">{refusal}</Typography.Text>}
      </Space>
      {link && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title={`Hand this link to ${username}: it sets a new password once, within ${RESET_LINK_VALID_MINUTES} minutes`}
          description={
            <Typography.Text copyable data-testid="reset-link">
              {link}
            </Typography.Text>
          }
        />
      )}
    </>
  );
};
