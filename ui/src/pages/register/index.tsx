import { LOGIN_SITE_LABELS, MESSAGES, SITES } from '@ftr/contracts';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Select, Space } from 'antd';
import { Link } from 'react-router-dom';
import { useGoToLogin } from '../../layout/plain/loginNotice.ts';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { registrationBody, type RegisterForm } from './form.ts';
import { requestAccount } from './service.ts';

const SITE_OPTIONS = SITES.map((site) => ({ value: site, label: LOGIN_SITE_LABELS[site] }));

/**
 * Spec 3 §2 Register: a request for an account, sent to the administrators (no account is created).
 * On success 'Please check your inbox' and on to /login; a refusal shows the server's message.
 */
const RegisterPage = () => {
  const goToLogin = useGoToLogin();
  const register = useFormMutation({
    write: requestAccount,
    onSuccess: (result) => goToLogin({ kind: 'success', text: result.message }),
  });
  // Busy until the page changes: a request that went through is not sent twice.
  const submitting = register.isPending || register.isSuccess;

  return (
    <Flex justify="center" style={{ paddingTop: 48 }}>
      <PageTitle page="Register" />
      <Card title="Request an FTR account" style={{ width: 420 }}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            title="Only administrators create accounts"
            description="This form sends your request to them. Use your company email address: other addresses are refused."
          />
          <Form<RegisterForm>
            layout="vertical"
            name="register"
            initialValues={{ liveData: false, dataGrabber: false }}
            onFinish={(values) => register.mutate(registrationBody(values))}
            requiredMark={false}
          >
            <Form.Item label="First Name" name="firstName">
              <Input autoComplete="given-name" autoFocus />
            </Form.Item>
            <Form.Item label="Last Name" name="lastName">
              <Input autoComplete="family-name" />
            </Form.Item>
            <Form.Item label="Email" name="email">
              <Input inputMode="email" autoComplete="email" />
            </Form.Item>
            <Form.Item label="Site" name="site" rules={[{ required: true, message: MESSAGES.invalidSite }]}>
              <Select options={SITE_OPTIONS} placeholder="Select a site" />
            </Form.Item>
            <Form.Item label="Permissions requested" style={{ marginBottom: 8 }}>
              <Flex gap="large">
                <Form.Item name="liveData" valuePropName="checked" noStyle>
                  <Checkbox>Live Data</Checkbox>
                </Form.Item>
                <Form.Item name="dataGrabber" valuePropName="checked" noStyle>
                  <Checkbox>Data Grabber</Checkbox>
                </Form.Item>
              </Flex>
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
              Register
            </Button>
          </Form>
          <Link to="/login">Back to Sign In</Link>
        </Space>
      </Card>
    </Flex>
  );
};

export default RegisterPage;
