import { ChangePasswordBody, MESSAGES, NewPassword, PASSWORD_HINT } from '@ftr/contracts';
import { App, Button, Form, Input } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { repeatsRule } from '../../../forms/passwordRules.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { claimsAtom, replaceTokenAtom } from '../../../session/atoms.ts';
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
  const reportError = useReportError();
  const [form] = Form.useForm<Body>();
  const [saving, setSaving] = useState(false);

  const submit = async (body: Body) => {
    setSaving(true);
    try {
      const result = await changePassword(body);
      replaceToken(result.token);
      form.resetFields();
      void message.success(result.message);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageTitle page="Change Password" />
      <Form<Body> form={form} layout="vertical" name="change-password" onFinish={(v) => void submit(v)} style={{ maxWidth: 420 }}>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Form.Item label="Old Password" name="oldPassword" rules={[contractRule(ChangePasswordBody.shape.oldPassword)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="New Password" name="newPassword" rules={[contractRule(NewPassword)]} extra={PASSWORD_HINT}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Repeat Password"
          name="newPassword2"
          dependencies={['newPassword']}
          rules={[repeatsRule('newPassword', MESSAGES.passwordsDontMatch)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
          Change Password
        </Button>
      </Form>
    </>
  );
};

export default ChangePasswordPage;
