import { CCF_COMMENT_TYPES, CLOSE_COMMENT_TYPE, CloseCcfBody } from '@ftr/contracts';
import { App, Form, Input, Select } from 'antd';
import { useReportClientError } from '../../../../api/errors.ts';
import { FormModal, useFormSubmit } from '../../../../components/FormModal.tsx';
import { contractRule } from '../../../../forms/contractRule.ts';
import { closeCcf } from '../../service.ts';

interface Props {
  open: boolean;
  ccfId: string;
  onClose: () => void;
  onClosed: () => void;
}

const fields = CloseCcfBody.shape;
const CLOSE_TYPE = CCF_COMMENT_TYPES.filter((t) => t.id === CLOSE_COMMENT_TYPE).map((t) => ({ value: t.id, label: t.name }));

/** Spec 3 §4: closing sends a comment of the close type (6 only) and sets status C. */
export const CloseCcfModal = ({ open, ccfId, onClose, onClosed }: Props) => {
  const [form] = Form.useForm<{ comment: string }>();
  const { message } = App.useApp();
  const { submitting, submit } = useFormSubmit(
    form,
    async (values) => {
      const result = await closeCcf(ccfId, { type: CLOSE_COMMENT_TYPE, comment: values.comment });
      void message.success(result.message);
      onClosed();
      onClose();
    },
    useReportClientError(),
  );

  return (
    <FormModal open={open} title="Close CCF" okText="Close CCF" submitting={submitting} onOk={submit} onCancel={onClose}>
      <Form<{ comment: string }> form={form} layout="vertical" name="closeCcf">
        <Form.Item label="Comment Type">
          <Select aria-label="Comment Type" value={CLOSE_COMMENT_TYPE} options={CLOSE_TYPE} disabled />
        </Form.Item>
        <Form.Item label="Comment" name="comment" rules={[contractRule(fields.comment)]}>
          <Input.TextArea aria-label="Comment" rows={4} maxLength={4000} showCount autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
};
