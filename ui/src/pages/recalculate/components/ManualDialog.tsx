import { ManualRecalculationBody, type OperationDto, type RecalculationJobDto } from '@ftr/contracts';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { contractRule } from '../../../forms/contractRule.ts';
import { JobProgress } from './JobProgress.tsx';

export const DATE_FORMAT = 'YYYY-MM-DD';

export interface ManualForm {
  code: string;
  date: Dayjs;
  hour: number;
  operation: string;
}

interface Props {
  open: boolean;
  code: string;
  operations: OperationDto[];
  /** The job being followed once requested (undefined until the server has listed it). */
  running: { job: RecalculationJobDto | undefined } | null;
  submitting: boolean;
  onSubmit: (values: ManualForm) => void;
  onClose: () => void;
}

const fields = ManualRecalculationBody.shape;

/** Manual recalculation (spec 3 §"Recalculation", §9): code, real date, hour 1-24 and operation. */
export const ManualDialog = ({ open, code, operations, running, submitting, onSubmit, onClose }: Props) => {
  const [form] = Form.useForm<ManualForm>();
  const busy = submitting || running !== null;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onSubmit(values);
  };
  return (
    <Modal
      open={open}
      title="Manual Recalculation"
      okText="Recalculate"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: !busy }}
      destroyOnHidden
    >
      <Form<ManualForm> form={form} clearOnDestroy layout="vertical" name="manual" initialValues={{ code }} disabled={busy}>
        <Form.Item label="Code" name="code" normalize={(value: string) => value.toUpperCase()} rules={[contractRule(fields.code)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          label="Date"
          name="date"
          rules={[{ required: true, message: 'Date must be entered' }]}
          extra="Real date and hour: the entered time is offset by 17 hours; daily values sit at hour 7."
        >
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Hour" name="hour" rules={[contractRule(fields.hour)]}>
          <InputNumber placeholder="1 - 24" min={1} max={24} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Operation" name="operation" rules={[contractRule(fields.operation)]}>
          <Select placeholder="Select an operation" options={operations.map((op) => ({ value: op.OPTN_CODE, label: op.OPTN_CODE }))} />
        </Form.Item>
      </Form>
      {running && <JobProgress job={running.job} />}
    </Modal>
  );
};
