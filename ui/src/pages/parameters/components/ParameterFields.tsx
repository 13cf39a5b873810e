import { Heading1, Heading2, Heading3, PARAMETER_TYPES, PARAMETER_TYPE_NAMES } from '@ftr/contracts';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { contractRule } from '../../../forms/contractRule.ts';

/** The field blocks that /parameters/{code} and /parameters/new share (spec 2 §3 Parameter). */
const HEADINGS = [
  ['HEADING1', 'Heading 1', Heading1],
  ['HEADING2', 'Heading 2', Heading2],
  ['HEADING3', 'Heading 3', Heading3],
] as const;

/** Headings 1 to 3 in one row; `testIdPrefix` gives each input `data-testid="{prefix}-heading{n}"`. */
export const HeadingFields = ({ testIdPrefix }: { testIdPrefix?: string }) => (
  <Row gutter={12}>
    {HEADINGS.map(([name, label, schema]) => (
      <Col span={8} key={name}>
        <Form.Item label={label} name={name} rules={[contractRule(schema)]}>
          <Input data-testid={testIdPrefix && `${testIdPrefix}-${name.toLowerCase()}`} />
        </Form.Item>
      </Col>
    ))}
  </Row>
);

const TYPE_OPTIONS = PARAMETER_TYPES.map((t) => ({ value: t, label: `${t} ${PARAMETER_TYPE_NAMES[t]}` }));

/** The parameter type (REA, SIM, CON), required. */
export const TypeField = ({ testId }: { testId: string }) => (
  <Form.Item label="Type" name="PTYP_CODE" rules={[{ required: true, message: 'Type is required' }]}>
    <Select options={TYPE_OPTIONS} data-testid={testId} />
  </Form.Item>
);

/** The In use and Audit flags. */
export const FlagFields = () => (
  <Row gutter={12}>
    <Col span={6}>
      <Form.Item name="IN_USE_FLAG" valuePropName="checked">
        <Checkbox>In use</Checkbox>
      </Form.Item>
    </Col>
    <Col span={6}>
      <Form.Item name="AUDIT_FLAG" valuePropName="checked">
        <Checkbox>Audit</Checkbox>
      </Form.Item>
    </Col>
  </Row>
);
