import { Checkbox, Col, Form, Row, Space, Typography } from 'antd';
import type { FormLimits } from '../../rights.ts';
import { PERMISSION_GROUPS } from '../permissions.ts';

/**
 * Spec 3 §2 User form: the permission tick boxes of an existing user, under Viewing, Editing and
 * Advanced. A permission the editor does not hold cannot be ticked or unticked (spec 3 §5), and none
 * can be taken from a user with more rights than the editor.
 */
export const PermissionBoxes = ({ limits }: { limits: FormLimits }) => (
  <Form.Item label="Permissions">
    <Row gutter={[24, 16]}>
      {PERMISSION_GROUPS.map((group) => (
        <Col key={group.title} xs={24} md={8}>
          <Typography.Text strong>{group.title}</Typography.Text>
          <Space orientation="vertical" size={4} style={{ display: 'flex', marginTop: 8 }} role="group" aria-label={group.title}>
            {group.boxes.map((box) => (
              <Form.Item key={box.flag} name={box.flag} valuePropName="checked" noStyle>
                <Checkbox disabled={!limits.flag(box.flag)} data-testid={`flag-${box.flag}`}>
                  {box.label}
                </Checkbox>
              </Form.Item>
            ))}
          </Space>
        </Col>
      ))}
    </Row>
  </Form.Item>
);
