import { SIGNED_ACTION_LABELS, SIGNED_ACTIONS, SignatureSettingsBody, type SignedAction } from '@ftr/contracts';
import { App, Button, Card, Checkbox, Form, InputNumber, Skeleton, Typography } from 'antd';
import { call } from '../../api/client.ts';
import { contractRule } from '../../forms/contractRule.ts';
import { submitValidated } from '../../forms/submitValidated.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

interface Values {
  actions: SignedAction[];
  correctionDays: number;
}

const OPTIONS = SIGNED_ACTIONS.map((action) => ({ value: action, label: SIGNED_ACTION_LABELS[action] }));

/**
 * Electronic signature settings of the site the administrator is signed in at (/admin/signatures, USERS):
 * which actions need the signer's password and meaning. Each save is an event of the site's settings stream.
 */
const SignatureSettingsPage = () => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { data, isLoading } = useRouteQuery('getSignatureSettings', {});
  const save = useFormMutation({
    write: (values: Values) => call('saveSignatureSettings', { body: values }),
    invalidates: ['getSignatureSettings'],
    onSuccess: (result) => void message.success(result.message),
  });
  return (
    <>
      <PageTitle page="Electronic signatures" />
      <Typography.Title level={2}>Electronic signatures{data ? ` (${data.site})` : ''}</Typography.Title>
      <Card>
        {isLoading || !data ? (
          <Skeleton active />
        ) : (
          <Form<Values> form={form} layout="vertical" name="signatureSettings" initialValues={data}>
            <Form.Item label="Actions that need a signature" name="actions">
              <Checkbox.Group options={OPTIONS} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
            </Form.Item>
            <Form.Item
              label="A correction needs a signature when its factory date is more than this many days old"
              name="correctionDays"
              rules={[contractRule(SignatureSettingsBody.shape.correctionDays)]}
            >
              <InputNumber aria-label="Days" min={0} precision={0} />
            </Form.Item>
            <Button type="primary" loading={save.isPending} onClick={() => submitValidated(form, save.mutate)}>
              Save
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
};

export default SignatureSettingsPage;
