import { REPORT_NAME_MAX } from '@ftr/contracts';
import { Form, Input } from 'antd';
import { FormModal } from '../../../components/FormModal.tsx';

/** Save As (spec 1 §7 POST /grabber {name, sourceId}): a personal copy of the grabber with its parameters. */
export const SaveAsModal = ({
  open,
  saving,
  onSave,
  onCancel,
}: {
  open: boolean;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) => {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormModal open={open} title="Save As" okText="Save" submitting={saving} onOk={() => form.submit()} onCancel={onCancel}>
      <Form form={form} layout="vertical" onFinish={({ name }) => onSave(name.trim())}>
        <Form.Item
          name="name"
          label="Name"
          rules={[
            { required: true, whitespace: true, message: 'Name is required' },
            { max: REPORT_NAME_MAX, message: `Name must be at most ${REPORT_NAME_MAX} characters` },
          ]}
        >
          <Input aria-label="Grabber name" autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
};
