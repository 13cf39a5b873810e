import { LOGIN_SITE_LABELS, MESSAGES, SITES } from '@ftr/contracts';
import { Alert, App, Button, Card, Checkbox, Flex, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useReportError } from '../../api/errors.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { registrationBody, type RegisterForm } from './form.ts';
import { requestAccount } from './service.ts';

const SITE_OPTIONS = SITES.map((site) => ({ value: site, label: LOGIN_SITE_LABELS[site] }));

/**
 * Spec 3 §2 Register: a request for an account, sent to the administrators (no account is created).
 * On success 'Please check your inbox' and on to /login; a refusal shows the server's message.
 */
const RegisterPage = () => {
  const [submitting, setSubmitting] = useState(false);
  const { message } = App.useApp();
  const reportError = useReportError();
  const navigate = useNavigate();

  const submit = async (values: RegisterForm) => {
    setSubmitting(true);
    try {
      const result = await requestAccount(registrationBody(values));
      void message.success(result.message);
      navigate('/login', { replace: true });
    } catch (error) {
      reportError(error);
      setSubmitting(false);
    }
  };

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
            onFinish={(values) => void submit(values)}
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
