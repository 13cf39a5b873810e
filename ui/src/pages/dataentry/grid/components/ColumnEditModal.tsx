import {
  DisplayPrecision,
  Heading1,
  Heading2,
  Heading3,
  PARAMETER_MESSAGES,
  type DataScreenParameterBody,
  type SignatureInput,
} from '@ftr/contracts';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { submitValidated } from '../../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { contractRule } from '../../../../forms/contractRule.ts';
import { updateColumn } from '../../service.ts';
import type { GridColumn } from '../column.ts';
import { check } from '../../../../forms/check.ts';
import { SignatureFields } from '../../../../features/signatures/SignatureFields.tsx';
import { signedBody } from '../../../../features/signatures/signed.ts';
import { useSignatureRequired } from '../../../../features/signatures/useSignatureSettings.ts';

interface ColumnForm {
  HEADING1: string;
  HEADING2?: string | null;
  HEADING3?: string | null;
  PRECISION?: number | null;
  UPPER_CHECK?: number | null;
  LOWER_CHECK?: number | null;
  signature?: SignatureInput;
}

interface Props {
  column: GridColumn | null;
  onClose: () => void;
}

const checksInOrder = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: (_rule: unknown, upper: number | null | undefined) => {
    const lower = getFieldValue('LOWER_CHECK');
    const reversed = typeof upper === 'number' && typeof lower === 'number' && upper < lower;
    return check(reversed ? PARAMETER_MESSAGES.limitsReversed('Upper check', 'lower check') : null);
  },
});

/**
 * PARAMETERS users edit a column's headings, precision and check limits (spec 1 §2, §7:
 * PATCH /parameter/data-screen/{code}); 'Parameter updated' and the grid's heading reloads.
 */
export const ColumnEditModal = ({ column, onClose }: Props) => {
  const [form] = Form.useForm<ColumnForm>();
  const { message } = App.useApp();
  // A change of the check limits is signed when the site requires signatures for limits.
  const { required } = useSignatureRequired('parameterLimits');
  const upper = Form.useWatch('UPPER_CHECK', form);
  const lower = Form.useWatch('LOWER_CHECK', form);
  const limitsMoved = column !== null && ((upper ?? null) !== column.UPPER_CHECK || (lower ?? null) !== column.LOWER_CHECK);
  const signing = required && limitsMoved;

  const update = useFormMutation({
    write: ({ code, body }: { code: string; body: DataScreenParameterBody }) => updateColumn(code, body),
    invalidates: ['gridHeading'],
    onSuccess: () => {
      void message.success(PARAMETER_MESSAGES.displayUpdated);
      onClose();
    },
  });
  const save = () =>
    submitValidated(form, (values) => {
      if (!column) return;
      update.mutate({
        code: column.CODE,
        body: {
          HEADING1: values.HEADING1,
          HEADING2: values.HEADING2 || null,
          HEADING3: values.HEADING3 || null,
          PRECISION: values.PRECISION ?? undefined,
          UPPER_CHECK: values.UPPER_CHECK ?? null,
          LOWER_CHECK: values.LOWER_CHECK ?? null,
          ...signedBody(signing, values),
        },
      });
    });

  return (
    <Modal
      title={column ? `Column ${column.CODE}` : 'Column'}
      open={column !== null}
      onCancel={onClose}
      onOk={save}
      okText="Update"
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form
        key={column?.CODE}
        form={form}
        clearOnDestroy
        layout="vertical"
        initialValues={
          column
            ? {
                HEADING1: column.HEADING1,
                HEADING2: column.HEADING2,
                HEADING3: column.HEADING3,
                PRECISION: column.PRECISION,
                UPPER_CHECK: column.UPPER_CHECK,
                LOWER_CHECK: column.LOWER_CHECK,
              }
            : undefined
        }
      >
        <Form.Item name="HEADING1" label="Heading 1" rules={[contractRule(Heading1)]}>
          <Input />
        </Form.Item>
        <Form.Item name="HEADING2" label="Heading 2" rules={[contractRule(Heading2)]}>
          <Input />
        </Form.Item>
        <Form.Item name="HEADING3" label="Heading 3" rules={[contractRule(Heading3)]}>
          <Input />
        </Form.Item>
        <Form.Item name="PRECISION" label="Precision" rules={[contractRule(DisplayPrecision.nullable().optional())]}>
          <InputNumber min={0} max={7} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="UPPER_CHECK" label="Upper check" dependencies={['LOWER_CHECK']} rules={[checksInOrder]}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="LOWER_CHECK" label="Lower check">
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        {signing && <SignatureFields defaultMeaning="Approved" />}
      </Form>
    </Modal>
  );
};
