import {
  ERRORS,
  FirstName,
  LastName,
  MESSAGES,
  OptionalEmail,
  Phone,
  ReadAccess,
  WriteAccess,
  type DataAccessLevel,
  type Site,
  type UserDto,
} from '@ftr/contracts';
import { App, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useReportError } from '../../../../api/errors.ts';
import { contractRule } from '../../../../forms/contractRule.ts';
import { holdsEveryRightOf, levelAllowed, type EditorRights } from '../../rights.ts';
import { createUser, updateUser } from '../../service.ts';
import { checkForm, createBody, newUserValues, updateBody, valuesOf, type UserFormValues } from '../values.ts';
import { PermissionBoxes } from './PermissionBoxes.tsx';
import { SiteBoxes } from './SiteBoxes.tsx';

interface Props {
  /** The user to update; null to create one. */
  user: UserDto | null;
  editor: EditorRights;
  levels: readonly DataAccessLevel[];
  /** The editor's current site: ticked by default on a new user. */
  site: Site;
  /** False when the editor may not change this user at all (another site's user): every field is read-only. */
  editable: boolean;
  onUpdated: () => void;
}

const levelOptions = (levels: readonly DataAccessLevel[], allowed: (level: number) => boolean) =>
  levels.map((level) => ({ value: level.ID, label: `${level.ID} - ${level.DESCRIPTION}`, disabled: !allowed(level.ID) }));

/**
 * Spec 3 §2, §5 User form: each field checked on change with the contract's rule (its first message
 * shown), Create or Update disabled while any rule fails, rights the editor lacks disabled.
 */
export const UserForm = ({ user, editor, levels, site, editable, onUpdated }: Props) => {
  const [form] = Form.useForm<UserFormValues>();
  const [values, setValues] = useState<UserFormValues>(() => (user ? valuesOf(user) : newUserValues(site)));
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const reportError = useReportError();
  const navigate = useNavigate();
  const mode = user ? 'update' : 'create';
  const check = checkForm(mode, values);
  const emailLocked = user !== null && !holdsEveryRightOf(editor, user);

  const submit = async () => {
    setSaving(true);
    try {
      if (user) {
        await updateUser(user.USERNAME, updateBody(user.USERNAME, values));
        void message.success(MESSAGES.userUpdated);
        onUpdated();
      } else {
        const result = await createUser(createBody(values));
        void message.success(`${MESSAGES.userCreated}: username ${result.USERNAME}`, 8);
        navigate(`/users/${encodeURIComponent(result.USERNAME)}`, { replace: true });
      }
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      name="user"
      initialValues={values}
      disabled={!editable || saving}
      onValuesChange={(_changed, all) => setValues((before) => ({ ...before, ...all }))}
      onFinish={() => void submit()}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="First Name" name="FIRST_NAME" required rules={[contractRule(FirstName)]}>
            <Input maxLength={50} autoFocus={!user} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Last Name" name="LAST_NAME" required rules={[contractRule(LastName)]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Email"
            name="EMAIL"
            rules={[contractRule(OptionalEmail)]}
            extra={emailLocked && editable ? ERRORS.cannotChangeSuperiorEmail : undefined}
          >
            <Input type="email" maxLength={254} disabled={emailLocked} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Phone" name="PHONE" rules={[contractRule(Phone)]}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Read Access" name="READ_ACCESS" rules={[contractRule(ReadAccess)]}>
            <Select options={levelOptions(levels, (level) => levelAllowed(editor, 'readAccess', level))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Write Access" name="WRITE_ACCESS" rules={[contractRule(WriteAccess)]}>
            <Select options={levelOptions(levels, (level) => levelAllowed(editor, 'writeAccess', level))} />
          </Form.Item>
        </Col>
      </Row>
      <SiteBoxes editor={editor} problem={check.siteMessage} />
      {user && <PermissionBoxes editor={editor} />}
      <Space wrap>
        <Button type="primary" htmlType="submit" disabled={!editable || !check.valid} loading={saving}>
          {user ? 'Update' : 'Create'}
        </Button>
        <Button disabled={false} onClick={() => navigate('/users')}>
          Back
        </Button>
      </Space>
    </Form>
  );
};
