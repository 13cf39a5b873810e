import { CCF_COMMENT_TYPES, CLOSE_COMMENT_TYPE, CloseCcfBody, type SignatureInput } from '@ftr/contracts';
import { App, Form, Input, Select } from 'antd';
import { useReportClientError } from '../../../../api/errors.ts';
import { FormModal } from '../../../../components/FormModal.tsx';
import { submitValidated } from '../../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { contractRule } from '../../../../forms/contractRule.ts';
import { closeCcf } from '../../service.ts';
import { SignatureFields } from '../../../../features/signatures/SignatureFields.tsx';
import { signedBody } from '../../../../features/signatures/signed.ts';
import { useSignatureRequired } from '../../../../features/signatures/useSignatureSettings.ts';

interface CloseValues {
  comment: string;
  signature?: SignatureInput;
}

interface Props {
  open: boolean;
  ccfId: string;
  onClose: () => void;
  /** After the CCF closed, before its reads load again. */
  onClosed: () => void;
}

const fields = CloseCcfBody.shape;
/** A closed CCF changes its detail and leaves the open list. */
const CCF_CLOSED = ['getCcf', 'ccfComments', 'listCcfs', 'ccfSummary'] as const;
const CLOSE_TYPE = CCF_COMMENT_TYPES.filter((t) => t.id === CLOSE_COMMENT_TYPE).map((t) => ({ value: t.id, label: t.name }));

/** Spec 3 §4: closing sends a comment of the close type (6 only) and sets status C. */
export const CloseCcfModal = ({ open, ccfId, onClose, onClosed }: Props) => {
  const [form] = Form.useForm<CloseValues>();
  const { message } = App.useApp();
  // The site may require the closer's electronic signature (the server checks it again).
  const { required: signing } = useSignatureRequired('ccfClose');
  const close = useFormMutation({
    write: ({ comment, signature }: CloseValues) =>
      closeCcf(ccfId, { type: CLOSE_COMMENT_TYPE, comment, ...signedBody(signing, { signature }) }),
    invalidates: CCF_CLOSED,
    onSuccess: (result) => {
      void message.success(result.message);
      onClosed();
      onClose();
    },
    onError: useReportClientError(),
  });

  return (
    <FormModal
      open={open}
      title="Close CCF"
      okText="Close CCF"
      submitting={close.isPending}
      onOk={() => submitValidated(form, close.mutate)}
      onCancel={onClose}
    >
      <Form<CloseValues> form={form} clearOnDestroy layout="vertical" name="closeCcf">
        <Form.Item label="Comment Type">
          <Select aria-label="Comment Type" value={CLOSE_COMMENT_TYPE} options={CLOSE_TYPE} disabled />
        </Form.Item>
        <Form.Item label="Comment" name="comment" rules={[contractRule(fields.comment)]}>
          <Input.TextArea aria-label="Comment" rows={4} maxLength={4000} showCount autoFocus />
        </Form.Item>
        {signing && <SignatureFields defaultMeaning="Closed" />}
      </Form>
    </FormModal>
  );
};
