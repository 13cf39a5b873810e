import { CcfTypeCodeField, CcfTypeNameField, CCF_TYPE_CODE_MAX, CCF_TYPE_NAME_MAX, type CcfTypeDto } from '@ftr/contracts';
import { App, Form, Input, Modal, type FormRule } from 'antd';
import { useFormSubmit } from '../../../components/FormModal.tsx';
import { contractRule } from '../../../forms/contractRule.ts';
import { refusedField, uniquenessMessage, type Target } from '../form.ts';
import { saveCcfType } from '../service.ts';
import { useReportClientError } from '../../../api/errors.ts';

interface TypeForm {
  code: string;
  name: string;
}

interface Props {
  target: Target<CcfTypeDto> | null;
  /** The types shown, for the uniqueness check as the user types. */
  types: readonly CcfTypeDto[];
  onClose: () => void;
  onSaved: () => void;
}

/** Spec 3 §2 CCF settings: the type modal (code, name); Create on insert, Update on edit with the code read-only. */
export const TypeModal = ({ target, types, onClose, onSaved }: Props) => {
  const [form] = Form.useForm<TypeForm>();
  const { message } = App.useApp();
  const report = useReportClientError();
  const mode = target?.mode ?? 'insert';

  const unique = (field: 'code' | 'name'): FormRule => ({ getFieldsValue }) => ({
    validator: async () => {
      const problem = uniquenessMessage(field, getFieldsValue(['code', 'name']) as Partial<TypeForm>, types, mode);
      if (problem) throw new Error(problem);
    },
  });

  const { submitting, submit } = useFormSubmit(
    form,
    async (values) => {
      const result = await saveCcfType({ code: values.code, name: values.name });
      void message.success(result.message);
      onSaved();
      onClose();
    },
    (error) => {
      const field = refusedField(error, ['code', 'name']);
      if (field) form.setFields([{ name: field.field, errors: [field.message] }]);
      else report(error);
    },
  );

  return (
    <Modal
      open={target !== null}
      title={mode === 'update' ? 'Update CCF Type' : 'New CCF Type'}
      okText={mode === 'update' ? 'Update' : 'Create'}
      confirmLoading={submitting}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={!submitting}
    >
      {target && (
        <Form<TypeForm>
          form={form}
          layout="vertical"
          name="ccfType"
          initialValues={target.mode === 'update' ? { code: target.item.code, name: target.item.name } : {}}
        >
          <Form.Item label="Code" name="code" normalize={(value: string) => value.toUpperCase()} rules={[contractRule(CcfTypeCodeField), unique('code')]}>
            <Input disabled={mode === 'update'} maxLength={CCF_TYPE_CODE_MAX} autoFocus={mode === 'insert'} />
          </Form.Item>
          <Form.Item label="Name" name="name" dependencies={['code']} rules={[contractRule(CcfTypeNameField), unique('name')]}>
            <Input maxLength={CCF_TYPE_NAME_MAX} autoFocus={mode === 'update'} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};
