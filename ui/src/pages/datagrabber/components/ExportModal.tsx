import type { OutputSort } from '@ftr/contracts';
import { Checkbox, Form, Input, Radio } from 'antd';
import { FormModal } from '../../../components/FormModal.tsx';

export interface ExportChoice {
  transpose: boolean;
  filename: string;
  sort: OutputSort;
}

/** Export (spec 1 §7): transpose, a file name (the grabber's name when empty), ascending or descending. */
export const ExportModal = ({
  open,
  onExport,
  onCancel,
}: {
  open: boolean;
  onExport: (choice: ExportChoice) => void;
  onCancel: () => void;
}) => {
  const [form] = Form.useForm<ExportChoice>();
  return (
    <FormModal open={open} title="Export" okText="Export" submitting={false} onOk={() => form.submit()} onCancel={onCancel}>
      <Form<ExportChoice>
        form={form}
        layout="vertical"
        initialValues={{ transpose: false, filename: '', sort: 'asc' }}
        onFinish={(choice) => onExport({ ...choice, filename: choice.filename.trim() })}
      >
        <Form.Item name="filename" label="File name" rules={[{ max: 100, message: 'At most 100 characters' }]}>
          <Input aria-label="File name" placeholder="The grabber's file name" suffix=".xlsx" />
        </Form.Item>
        <Form.Item name="sort" label="Order">
          <Radio.Group
            aria-label="Order"
            options={[
              { value: 'asc', label: 'Oldest first' },
              { value: 'desc', label: 'Newest first' },
            ]}
          />
        </Form.Item>
        <Form.Item name="transpose" valuePropName="checked">
          <Checkbox>Transpose (one row per parameter)</Checkbox>
        </Form.Item>
      </Form>
    </FormModal>
  );
};
