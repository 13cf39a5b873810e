import { ChangePasswordBody, MESSAGES, NewPassword, PASSWORD_HINT } from '@ftr/contracts';
import { App, Button, Form } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { contractRule } from '../../../forms/contractRule.ts';
import { PasswordInput } from '../../../forms/PasswordInput.tsx';
import { repeatsRule } from '../../../forms/passwordRules.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { claimsAtom, replaceTokenAtom } from '../../../session/atoms.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { changePassword, type ChangePasswordBody as Body } from '../service.ts';

/**
 * Spec 3 §2 Change Password: old, new and repeated password (at least 14 characters, 3 of 4 kinds;
 * mismatch 'Passwords don't match'). PATCH /user/password answers 'Password Updated' and a new token,
 * which is stored; the user's other sessions end.
 */
const ChangePasswordPage = () => {
  const username = useAtomValue(claimsAtom)?.sub ?? '';
  const replaceToken = useSetAtom(replaceTokenAtom);
  const { message } = App.useApp();
  const [form] = Form.useForm<Body>();

  const change = useFormMutation({
    write: changePassword,
    onSuccess: (result) => {
      replaceToken(result.token);
      form.resetFields();
      void message.success(result.message);
    },
  });
  const saving = change.isPending;

  return (
    <>
      <PageTitle page="Change Password" />
      <Form<Body> form={form} layout="vertical" name="change-password" onFinish={change.mutate} style={{ maxWidth: 420 }}>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Form.Item label="Old Password" name="oldPassword" rules={[contractRule(ChangePasswordBody.shape.oldPassword)]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="New Password" name="newPassword" rules={[contractRule(NewPassword)]} extra={PASSWORD_HINT}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Repeat Password"
          name="newPassword2"
          dependencies={['newPassword']}
          rules={[repeatsRule('newPassword', MESSAGES.passwordsDontMatch)]}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          Change Password
        </Button>
      </Form>
    </>
  );
};

export default ChangePasswordPage;
