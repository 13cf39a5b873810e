import { CcfTypeCodeField, CcfTypeNameField, CCF_TYPE_CODE_MAX, CCF_TYPE_NAME_MAX, type CcfTypeDto } from '@ftr/contracts';
import { App, Form, Input, type FormRule } from 'antd';
import { FormModal } from '../../../components/FormModal.tsx';
import { useSettingsSubmit } from './useSettingsSubmit.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { uniquenessMessage, type Target } from '../form.ts';
import { saveCcfType } from '../service.ts';

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
  const mode = target?.mode ?? 'insert';

  const unique = (field: 'code' | 'name'): FormRule => ({ getFieldsValue }) => ({
    validator: async () => {
      const problem = uniquenessMessage(field, getFieldsValue(['code', 'name']) as Partial<TypeForm>, types, mode);
      if (problem) throw new Error(problem);
    },
  });

  const { submitting, submit } = useSettingsSubmit(form, ['code', 'name'] as const, async (values) => {
    const result = await saveCcfType({ code: values.code, name: values.name });
    void message.success(result.message);
    onSaved();
    onClose();
  });

  return (
    <FormModal
      open={target !== null}
      title={mode === 'update' ? 'Update CCF Type' : 'New CCF Type'}
      okText={mode === 'update' ? 'Update' : 'Create'}
      submitting={submitting}
      onOk={submit}
      onCancel={onClose}
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
    </FormModal>
  );
};
