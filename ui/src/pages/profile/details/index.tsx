import { ProfileBody } from '@ftr/contracts';
import { App, Button, Form, Input, Spin } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { claimsAtom, replaceTokenAtom } from '../../../session/atoms.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { updateProfile } from '../service.ts';
import { profileBody, profileFormOf, profileUnchanged, type ProfileForm } from './profileForm.ts';

/**
 * Spec 3 §2 Profile tab: first name, last name and email. PUT /profile answers 'Profile Updated' and a
 * new token, which replaces the old one (so the top bar shows the new name).
 */
const ProfileDetailsPage = () => {
  const username = useAtomValue(claimsAtom)?.sub;
  const replaceToken = useSetAtom(replaceTokenAtom);
  const { message } = App.useApp();
  const reportError = useReportError();
  const [form] = Form.useForm<ProfileForm>();
  const [saved, setSaved] = useState<ProfileForm | null>(null);
  const [values, setValues] = useState<Partial<ProfileForm>>({});

  const profile = useRouteQuery(
    'getUser',
    { params: { id: username ?? '' } },
    { enabled: !!username, onError: (error) => reportError(error) },
  );
  // The form starts from the first answer; later reloads (a new token after saving) leave what is typed alone.
  useEffect(() => {
    if (!profile.data || saved !== null) return;
    const loaded = profileFormOf(profile.data);
    setSaved(loaded);
    setValues(loaded);
  }, [profile.data, saved]);

  const save = useFormMutation({
    write: (body: ProfileForm) => updateProfile(body),
    onSuccess: (result, body) => {
      replaceToken(result.token);
      setSaved(body);
      form.setFieldsValue(body);
      setValues(body);
      void message.success(result.message);
    },
  });
  const saving = save.isPending;

  if (!saved) return <Spin />;
  return (
    <>
      <PageTitle page="Profile" />
      <Form<ProfileForm>
        form={form}
        layout="vertical"
        name="profile"
        initialValues={saved}
        onValuesChange={(_changed, all) => setValues(all)}
        onFinish={(input) => save.mutate(profileBody(input))}
        style={{ maxWidth: 420 }}
      >
        <Form.Item label="First Name" name="FIRST_NAME" rules={[contractRule(ProfileBody.shape.FIRST_NAME)]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last Name" name="LAST_NAME" rules={[contractRule(ProfileBody.shape.LAST_NAME)]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="Email" name="EMAIL" rules={[contractRule(ProfileBody.shape.EMAIL)]}>
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={saving || profileUnchanged(saved, values)}>
          Save
        </Button>
      </Form>
    </>
  );
};

export default ProfileDetailsPage;
