import type { SignatureInput } from '@ftr/contracts';
import { App, Form, Typography } from 'antd';
import { call } from '../../api/client.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { submitValidated } from '../../forms/submitValidated.ts';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { SignatureFields } from './SignatureFields.tsx';
import { signedBody } from './signed.ts';
import { useSignatureRequired } from './useSignatureSettings.ts';

interface Props {
  /** The report and dates to approve; null: closed. */
  run: { reportId: number; from: string; to: string } | null;
  onClose: () => void;
}

/** Approving a report's run ("reviewed and approved the data"), signed when the site requires it. */
export const ApproveReportRunModal = ({ run, onClose }: Props) => {
  const [form] = Form.useForm<{ signature?: SignatureInput }>();
  const { message } = App.useApp();
  const { required: signing } = useSignatureRequired('reportApproval');
  const approve = useFormMutation({
    write: (values: { signature?: SignatureInput }) =>
      call('approveReportRun', {
        params: { reportId: run?.reportId ?? 0 },
        body: { fromDate: run?.from ?? '', toDate: run?.to ?? '', ...signedBody(signing, values) },
      }),
    invalidates: ['listReportApprovals'],
    onSuccess: (result) => {
      void message.success(result.message);
      onClose();
    },
  });
  return (
    <FormModal
      open={run !== null}
      title="Approve report run"
      okText="Approve"
      submitting={approve.isPending}
      onOk={() => submitValidated(form, approve.mutate)}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        I have reviewed and approve the data of {run?.from} to {run?.to}.
      </Typography.Paragraph>
      <Form form={form} clearOnDestroy layout="vertical" name="approveReportRun">
        {signing && <SignatureFields defaultMeaning="Approved" />}
      </Form>
    </FormModal>
  );
};
