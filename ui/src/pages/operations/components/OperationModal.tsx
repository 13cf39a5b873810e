import {
  ERRORS,
  MESSAGES,
  OPERATION_TYPE_NAMES,
  OPERATION_TYPES,
  OperationCode,
  OperationType,
  type OperationDto,
} from '@ftr/contracts';
import { App, DatePicker, Form, Input, Modal, Select, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { createOperation, updateOperation } from '../service.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** What the modal is open for: a new operation, or an existing one to update. */
export type OperationModalTarget = { mode: 'create' } | { mode: 'update'; operation: OperationDto };

interface OperationForm {
  code: string;
  type: OperationType;
  startDate: Dayjs;
  endDate: Dayjs;
}

const TYPE_OPTIONS = OPERATION_TYPES.map((type) => ({ value: type, label: OPERATION_TYPE_NAMES[type] }));

const initialValues = (target: OperationModalTarget): Partial<OperationForm> =>
  target.mode === 'create'
    ? {}
    : {
        code: target.operation.OPTN_CODE,
        type: target.operation.TYPE_ID,
        startDate: dayjs(target.operation.START_DATE, DATE_FORMAT),
        endDate: dayjs(target.operation.END_DATE, DATE_FORMAT),
      };

/** Mirrors the contract's refinement: the end date may not be before the start date. */
const endNotBeforeStart: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, end: Dayjs | null | undefined) => {
    const start = getFieldValue('startDate') as Dayjs | null | undefined;
    if (start && end && end.isBefore(start, 'day')) throw new Error(ERRORS.operationEndBeforeStart);
  },
});

interface Props {
  target: OperationModalTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Spec 1 §2 Operations list: the create/update modal collecting code, type, start date and end date. */
export const OperationModal = ({ target, onClose, onSaved }: Props) => {
  const [form] = Form.useForm<OperationForm>();
  const [submitting, setSubmitting] = useState(false);
  const { message } = App.useApp();
  const reportError = useReportError();
  const updating = target?.mode === 'update';

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const fields = {
      type: values.type,
      startDate: values.startDate.format(DATE_FORMAT),
      endDate: values.endDate.format(DATE_FORMAT),
    };
    setSubmitting(true);
    try {
      if (target.mode === 'create') {
        await createOperation({ ...fields, code: values.code });
        void message.success(MESSAGES.operationCreated);
      } else {
        await updateOperation(target.operation.OPTN_CODE, fields);
        void message.success(MESSAGES.operationUpdated);
      }
      onSaved();
      onClose();
    } catch (error) {
      reportError(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={updating ? `Update Operation ${target.operation.OPTN_CODE}` : 'New Operation'}
      okText={updating ? 'Update' : 'Create'}
      okButtonProps={{ disabled: submitting }}
      confirmLoading={submitting}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={!submitting}
    >
      {target && (
        <Form<OperationForm> form={form} layout="vertical" name="operation" initialValues={initialValues(target)}>
          <Form.Item
            label="Code"
            name="code"
            normalize={(value: string) => value.toUpperCase()}
            rules={[contractRule(OperationCode)]}
          >
            <Input disabled={updating} maxLength={20} autoFocus={!updating} />
          </Form.Item>
          <Form.Item label="Type" name="type" rules={[contractRule(OperationType)]}>
            <Select options={TYPE_OPTIONS} placeholder="Select a type" />
          </Form.Item>
          <Form.Item label="Start Date" name="startDate" rules={[{ required: true, message: 'Start Date is required' }]}>
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="End Date"
            name="endDate"
            dependencies={['startDate']}
            rules={[{ required: true, message: 'End Date is required' }, endNotBeforeStart]}
          >
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};
