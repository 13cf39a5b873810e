import type { OutputSort } from '@ftr/contracts';
import { Checkbox, Form, Input, Radio } from 'antd';
import { FormModal } from '../../../components/FormModal.tsx';
import { ExportPreview, type PreviewSource } from '../../../components/ExportPreview.tsx';

/** The workbook, or CSV text for any other program (POST /csv). */
export type ExportFormat = 'xlsx' | 'csv';

export interface ExportChoice {
  format: ExportFormat;
  transpose: boolean;
  filename: string;
  sort: OutputSort;
}

/**
 * Export: a workbook or CSV, a file name (the grabber's name when empty), ascending or descending, transpose
 * (workbook only), and a preview of the first rows in the order chosen.
 */
export const ExportModal = ({
  open,
  source,
  onExport,
  onCancel,
}: {
  open: boolean;
  source: PreviewSource | null;
  onExport: (choice: ExportChoice) => void;
  onCancel: () => void;
}) => {
  const [form] = Form.useForm<ExportChoice>();
  // Undefined until the form has mounted its fields.
  const format = (Form.useWatch('format', form) as ExportFormat | undefined) ?? 'xlsx';
  const sort = (Form.useWatch('sort', form) as OutputSort | undefined) ?? 'asc';
  return (
    <FormModal open={open} title="Export" okText="Export" submitting={false} onOk={() => form.submit()} onCancel={onCancel}>
      <Form<ExportChoice>
        form={form}
        layout="vertical"
        initialValues={{ format: 'xlsx', transpose: false, filename: '', sort: 'asc' }}
        onFinish={(choice) => onExport({ ...choice, filename: choice.filename.trim() })}
      >
        <Form.Item name="format" label="Format">
          <Radio.Group
            aria-label="Format"
            options={[
              { value: 'xlsx', label: 'Excel workbook (.xlsx)' },
              { value: 'csv', label: 'CSV (.csv)' },
            ]}
          />
        </Form.Item>
        <Form.Item name="filename" label="File name" rules={[{ max: 100, message: 'At most 100 characters' }]}>
          <Input aria-label="File name" placeholder="The grabber's file name" suffix={`.${format}`} />
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
          <Checkbox disabled={format === 'csv'}>Transpose (one row per parameter)</Checkbox>
        </Form.Item>
      </Form>
      {source ? <ExportPreview source={source} sort={sort} /> : null}
    </FormModal>
  );
};
