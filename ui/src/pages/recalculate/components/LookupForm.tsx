import { ManualRecalculationBody } from '@ftr/contracts';
import { Button, Form, Input } from 'antd';
import { contractRule } from '../../../forms/contractRule.ts';

interface Props {
  loading: boolean;
  onLookup: (code: string) => void;
}

/** Lookup by code (spec 3 §5): required ('Code must be entered'), upper-cased as typed. */
export const LookupForm = ({ loading, onLookup }: Props) => {
  const [form] = Form.useForm<{ code: string }>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onLookup(values.code.trim());
  };
  return (
    <Form form={form} layout="inline" name="lookup" onFinish={() => void submit()} style={{ marginBottom: 16 }}>
      <Form.Item
        label="Code"
        name="code"
        normalize={(value: string) => value.toUpperCase()}
        rules={[contractRule(ManualRecalculationBody.shape.code)]}
      >
        <Input placeholder="e.g. DY-NO-V-0T" maxLength={40} style={{ width: 240 }} autoFocus />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={loading}>
          Lookup
        </Button>
      </Form.Item>
    </Form>
  );
};
