import { ERRORS, MESSAGES, OPERATION_TYPE_NAMES, OPERATION_TYPES, OperationCode, OperationType, type OperationDto } from '@ftr/contracts';
import { App, DatePicker, Form, Input, Modal, Select, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { submitValidated } from '../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { createOperation, updateOperation } from '../service.ts';
import { check } from '../../../forms/check.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The reads an operation's create or update changes (the list and the active ones). */
export const OPERATION_READS = ['listOperations', 'listActiveOperations'] as const;

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
  validator: (_rule, end: Dayjs | null | undefined) => {
    const start = getFieldValue('startDate') as Dayjs | null | undefined;
    return check(start && end && end.isBefore(start, 'day') ? ERRORS.operationEndBeforeStart : null);
  },
});

interface Props {
  target: OperationModalTarget | null;
  onClose: () => void;
}

/** Spec 1 §2 Operations list: the create/update modal collecting code, type, start date and end date. */
export const OperationModal = ({ target, onClose }: Props) => {
  const [form] = Form.useForm<OperationForm>();
  const { message } = App.useApp();
  const updating = target?.mode === 'update';

  const save = useFormMutation({
    write: ({ target: to, values }: { target: OperationModalTarget; values: OperationForm }) => {
      const fields = { type: values.type, startDate: values.startDate.format(DATE_FORMAT), endDate: values.endDate.format(DATE_FORMAT) };
      return to.mode === 'create' ? createOperation({ ...fields, code: values.code }) : updateOperation(to.operation.OPTN_CODE, fields);
    },
    invalidates: OPERATION_READS,
    onSuccess: (_result, { target: to }) => {
      void message.success(to.mode === 'create' ? MESSAGES.operationCreated : MESSAGES.operationUpdated);
      onClose();
    },
  });
  const submitting = save.isPending;
  const submit = () =>
    submitValidated(form, (values) => {
      if (target) save.mutate({ target, values });
    });

  return (
    <Modal
      open={target !== null}
      title={updating ? `Update Operation ${target.operation.OPTN_CODE}` : 'New Operation'}
      okText={updating ? 'Update' : 'Create'}
      okButtonProps={{ disabled: submitting }}
      confirmLoading={submitting}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: !submitting }}
    >
      {target && (
        <Form<OperationForm> form={form} clearOnDestroy layout="vertical" name="operation" initialValues={initialValues(target)}>
          <Form.Item label="Code" name="code" normalize={(value: string) => value.toUpperCase()} rules={[contractRule(OperationCode)]}>
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
