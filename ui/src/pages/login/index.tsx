import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_SITE_LABELS, LoginBody, MESSAGES, SITES, type Site } from '@ftr/contracts';
import { Button, Card, Checkbox, Flex, Form, Input, Select, Typography } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/errors.ts';
import { contractRule } from '../../forms/contractRule.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { signInAtom } from '../../session/atoms.ts';
import { signIn } from './service.ts';

interface LoginForm {
  username: string;
  password: string;
  site?: Site;
  remember: boolean;
}

const SITE_OPTIONS = SITES.map((site) => ({ value: site, label: LOGIN_SITE_LABELS[site] }));

/** Spec 3 §2 Login. After signing in, the route guard sends the user on (to / or where they came from). */
const LoginPage = () => {
  const [form] = Form.useForm<LoginForm>();
  const [loading, setLoading] = useState(false);
  const storeSession = useSetAtom(signInAtom);

  const submit = async ({ username, password, site, remember }: LoginForm) => {
    if (!site) return;
    setLoading(true);
    try {
      const result = await signIn({ username, password, site, remember });
      storeSession({ token: result.token, remember });
    } catch (error) {
      // Spec 3 §4: a failure stores the server's message on the site field.
      form.setFields([{ name: 'site', errors: [errorMessage(error)] }]);
      setLoading(false);
    }
  };

  return (
    <Flex justify="center" style={{ paddingTop: 48 }}>
      <PageTitle page="Sign In" />
      <Card title="Sign in to FTR" style={{ width: 380 }}>
        <Form<LoginForm>
          form={form}
          layout="vertical"
          name="login"
          initialValues={{ remember: false }}
          onFinish={(values) => void submit(values)}
          requiredMark={false}
        >
          <Form.Item label="Username" name="username" rules={[contractRule(LoginBody.shape.username)]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[contractRule(LoginBody.shape.password)]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item label="Site" name="site" rules={[{ required: true, message: MESSAGES.invalidSite }]}>
            <Select options={SITE_OPTIONS} placeholder="Select a site" data-testid="login-site" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>Remember Me</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading} disabled={loading}>
            Sign In
          </Button>
        </Form>
        <Flex justify="space-between" style={{ marginTop: 16 }}>
          <Link to="/register">Register</Link>
          <Link to="/Reset">Forgot password?</Link>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          Accounts are created by an administrator.
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
};

export default LoginPage;

