import { COMMENT_MESSAGES, COMMENT_TYPES, MAX_COMMENT_LENGTH, PostCommentBody } from '@ftr/contracts';
import { App, Button, Form, Input, Select } from 'antd';
import { postComment } from '../../../features/comments/service.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';

interface Values {
  type: PostCommentBody['type'];
  comments: string;
}

const TYPE_OPTIONS = COMMENT_TYPES.map((type) => ({ value: type, label: type }));

/** Spec 3 §2 /twitter: select a type, enter text, submit ('Comment Submitted'). */
export const CommentForm = () => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const submit = useFormMutation({
    write: (values: Values) => postComment(values),
    invalidates: ['listComments'],
    onSuccess: () => {
      void message.success(COMMENT_MESSAGES.submitted);
      form.setFieldValue('comments', '');
    },
    fields: { form, names: ['type', 'comments'] },
  });
  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ type: 'Operations' }} onFinish={(values) => submit.mutate(values)}>
      <Form.Item label="Type" name="type" rules={[contractRule(PostCommentBody.shape.type)]}>
        <Select aria-label="Type" options={TYPE_OPTIONS} style={{ maxWidth: 240 }} />
      </Form.Item>
      <Form.Item label="Comment" name="comments" rules={[contractRule(PostCommentBody.shape.comments)]}>
        <Input.TextArea aria-label="Comment" rows={3} maxLength={MAX_COMMENT_LENGTH} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        Submit
      </Button>
    </Form>
  );
};
