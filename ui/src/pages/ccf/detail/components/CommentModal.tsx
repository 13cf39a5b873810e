import { CCF_MESSAGES, CcfCommentBody, DEFAULT_COMMENT_TYPE, type CcfCommentDto, type CcfCommentType } from '@ftr/contracts';
import { App, Form, Input, Select } from 'antd';
import { FormModal } from '../../../../components/FormModal.tsx';
import { submitValidated } from '../../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { contractRule } from '../../../../forms/contractRule.ts';
import { commentTypeOptions } from '../../rules.ts';
import { addComment, editComment } from '../../service.ts';
import { useReportClientError } from '../../../../api/errors.ts';

/** What the dialog is open for: a new comment, or one of the user's own to change. */
export type CommentTarget = { mode: 'add' } | { mode: 'edit'; comment: CcfCommentDto };

interface CommentForm {
  type: number;
  comment: string;
}

interface Props {
  ccfId: string;
  target: CommentTarget | null;
  types: readonly CcfCommentType[];
  onClose: () => void;
}

const fields = CcfCommentBody.shape;

/** Spec 3 §5: a comment's type (any but the close type, default 7) and text; 'Comment Submitted' when added. */
export const CommentModal = ({ ccfId, target, types, onClose }: Props) => {
  const [form] = Form.useForm<CommentForm>();
  const { message } = App.useApp();
  const editing = target?.mode === 'edit';
  const save = useFormMutation({
    write: async ({ values, commentId }: { values: CommentForm; commentId: string | null }) => {
      if (commentId === null) await addComment(ccfId, values);
      else await editComment(ccfId, commentId, values);
    },
    invalidates: ['ccfComments', 'getCcf', 'ccfCommentCount'],
    onSuccess: (_result, { commentId }) => {
      void message.success(commentId === null ? CCF_MESSAGES.commentSubmitted : CCF_MESSAGES.commentUpdated);
      onClose();
    },
    onError: useReportClientError(),
  });
  const submit = () =>
    submitValidated(form, (values) => {
      if (target) save.mutate({ values, commentId: target.mode === 'edit' ? target.comment.id : null });
    });

  const initial: Partial<CommentForm> = editing
    ? { type: target.comment.type.id, comment: target.comment.comment }
    : { type: DEFAULT_COMMENT_TYPE };
  return (
    <FormModal
      open={target !== null}
      title={editing ? 'Edit Comment' : 'Add Comment'}
      okText={editing ? 'Update' : 'Submit'}
      submitting={save.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <Form<CommentForm> form={form} clearOnDestroy layout="vertical" name="ccfComment" initialValues={initial}>
        <Form.Item label="Comment Type" name="type" rules={[{ required: true, message: 'Comment type must be selected' }]}>
          <Select aria-label="Comment Type" options={commentTypeOptions(types)} />
        </Form.Item>
        <Form.Item label="Comment" name="comment" rules={[contractRule(fields.comment)]}>
          <Input.TextArea aria-label="Comment" rows={4} maxLength={4000} showCount autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
};
