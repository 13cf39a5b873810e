import type { SignatureInput } from '@ftr/contracts';
import { Form, Typography } from 'antd';
import { FormModal } from '../../components/FormModal.tsx';
import { submitValidated } from '../../forms/submitValidated.ts';
import { SignatureFields } from './SignatureFields.tsx';

interface Props {
  open: boolean;
  /** What is being signed, in a sentence. */
  what: string;
  /** The signature entered, or null when the user cancelled. */
  onDone: (signature: SignatureInput | null) => void;
}

/** Asks for the signer's password and meaning before a write that needs them (the write is sent with them). */
export const SignatureDialog = ({ open, what, onDone }: Props) => {
  const [form] = Form.useForm<{ signature: SignatureInput }>();
  return (
    <FormModal
      open={open}
      title="Sign"
      okText="Sign"
      submitting={false}
      onOk={() => submitValidated(form, (values) => onDone(values.signature))}
      onCancel={() => onDone(null)}
    >
      <Typography.Paragraph>{what}</Typography.Paragraph>
      <Form form={form} clearOnDestroy layout="vertical" name="signature">
        <SignatureFields defaultMeaning="Responsible" />
      </Form>
    </FormModal>
  );
};
