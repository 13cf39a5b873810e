import {
  ERRORS,
  FirstName,
  LastName,
  MESSAGES,
  OptionalEmail,
  Phone,
  ReadAccess,
  SITES,
  WriteAccess,
  type DataAccessLevel,
  type Site,
  type UpdateUserBody,
  type UserDto,
  type UserEditor,
} from '@ftr/contracts';
import { App, Button, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { contractRule } from '../../../../forms/contractRule.ts';
import { formLimits, holdsEveryRightOf, saveProblem, type FormLimits } from '../../rights.ts';
import { createUser, updateUser } from '../../service.ts';
import { checkForm, createBody, newUserValues, rightsOfValues, updateBody, valuesOf, type UserFormValues } from '../values.ts';
import { PermissionBoxes } from './PermissionBoxes.tsx';
import { SiteBoxes } from './SiteBoxes.tsx';

interface Props {
  /** The user to update; null to create one. */
  user: UserDto | null;
  editor: UserEditor;
  /** Every user, to count the full administrators (the last one keeps every right). */
  users: readonly UserDto[];
  levels: readonly DataAccessLevel[];
  /** The editor's current site: ticked by default on a new user. */
  site: Site;
  /** False when the editor may not change this user at all (a site the editor lacks): every field is read-only. */
  editable: boolean;
}

const levelOptions = (levels: readonly DataAccessLevel[], limits: FormLimits, kind: 'readAccess' | 'writeAccess') =>
  levels.map((level) => ({ value: level.ID, label: `${level.ID} - ${level.DESCRIPTION}`, disabled: !limits.level(kind, level.ID) }));

/**
 * Spec 3 §2, §5 User form: each field checked on change with the contract's rule (its first message
 * shown), Create or Update disabled while any rule fails, rights the editor may not give or take
 * disabled, and the server's refusal shown beside the button before it is asked.
 */
export const UserForm = ({ user, editor, users, levels, site, editable }: Props) => {
  const [form] = Form.useForm<UserFormValues>();
  const [values, setValues] = useState<UserFormValues>(() => (user ? valuesOf(user) : newUserValues(site)));
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mode = user ? 'update' : 'create';
  const check = checkForm(mode, values);
  // A user with rights the editor lacks: their profile is as locked as their rights (names, email, phone).
  const emailLocked = user !== null && !holdsEveryRightOf(editor.rights, user);
  const limits = formLimits(editor.rights, user);
  const refusal = editable ? saveProblem(editor, user, rightsOfValues(values), users) : null;

  const update = useFormMutation({
    write: ({ username, body }: { username: string; body: UpdateUserBody }) => updateUser(username, body),
    invalidates: ['getUser', 'listUsers'],
    onSuccess: () => void message.success(MESSAGES.userUpdated),
  });
  const create = useFormMutation({
    write: createUser,
    invalidates: ['listUsers'],
    onSuccess: (result) => {
      void message.success(`${MESSAGES.userCreated}: username ${result.USERNAME}`, 8);
      void navigate(`/users/${encodeURIComponent(result.USERNAME)}`, { replace: true });
    },
  });
  const saving = update.isPending || create.isPending;
  const submit = () =>
    user ? update.mutate({ username: user.USERNAME, body: updateBody(user.USERNAME, values) }) : create.mutate(createBody(values));

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      name="user"
      initialValues={values}
      disabled={!editable || saving}
      onValuesChange={(_changed, all) => setValues((before) => ({ ...before, ...all }))}
      onFinish={submit}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="First Name" name="FIRST_NAME" required rules={[contractRule(FirstName)]}>
            <Input maxLength={50} autoFocus={!user} disabled={emailLocked} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Last Name" name="LAST_NAME" required rules={[contractRule(LastName)]}>
            <Input maxLength={50} disabled={emailLocked} />
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
            <Input maxLength={30} disabled={emailLocked} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Read Access" name="READ_ACCESS" rules={[contractRule(ReadAccess)]}>
            <Select options={levelOptions(levels, limits, 'readAccess')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Write Access" name="WRITE_ACCESS" rules={[contractRule(WriteAccess)]}>
            <Select options={levelOptions(levels, limits, 'writeAccess')} />
          </Form.Item>
        </Col>
      </Row>
      <SiteBoxes limits={limits} partial={editor.rights.sites.length < SITES.length} problem={check.siteMessage} />
      {user && <PermissionBoxes limits={limits} />}
      <Space wrap>
        <Button type="primary" htmlType="submit" disabled={!editable || !check.valid || refusal !== null} loading={saving}>
          {user ? 'Update' : 'Create'}
        </Button>
        <Button disabled={false} onClick={() => navigate('/users')}>
          Back
        </Button>
        {refusal && check.valid && <Typography.Text type="danger">{refusal}</Typography.Text>}
      </Space>
    </Form>
  );
};
