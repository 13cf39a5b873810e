import { CcfTypeCodeField, CcfTypeNameField, CCF_TYPE_CODE_MAX, CCF_TYPE_NAME_MAX, type CcfTypeDto } from '@ftr/contracts';
import { App, Form, Input, type FormRule } from 'antd';
import { FormModal } from '../../../components/FormModal.tsx';
import { submitValidated } from '../../../forms/submitValidated.ts';
import { useReportClientError } from '../../../api/errors.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { uniquenessMessage, type Target } from '../form.ts';
import { saveCcfType } from '../service.ts';
import { check } from '../../../forms/check.ts';

interface TypeForm {
  code: string;
  name: string;
}

interface Props {
  target: Target<CcfTypeDto> | null;
  /** The types shown, for the uniqueness check as the user types. */
  types: readonly CcfTypeDto[];
  onClose: () => void;
}

/** Spec 3 §2 CCF settings: the type modal (code, name); Create on insert, Update on edit with the code read-only. */
export const TypeModal = ({ target, types, onClose }: Props) => {
  const [form] = Form.useForm<TypeForm>();
  const { message } = App.useApp();
  const mode = target?.mode ?? 'insert';

  const unique =
    (field: 'code' | 'name'): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => check(uniquenessMessage(field, getFieldsValue(['code', 'name']) as Partial<TypeForm>, types, mode)),
    });

  // A renamed type shows in the analyses too; a refusal naming the code or name goes on that field (5xx silent, spec 3 §8).
  const save = useFormMutation({
    write: (values: TypeForm) => saveCcfType({ code: values.code, name: values.name }),
    invalidates: ['listCcfTypes', 'listCcfAnalyses'],
    onSuccess: (result) => {
      void message.success(result.message);
      onClose();
    },
    fields: { form, names: ['code', 'name'] },
    onError: useReportClientError(),
  });

  return (
    <FormModal
      open={target !== null}
      title={mode === 'update' ? 'Update CCF Type' : 'New CCF Type'}
      okText={mode === 'update' ? 'Update' : 'Create'}
      submitting={save.isPending}
      onOk={() => submitValidated(form, save.mutate)}
      onCancel={onClose}
    >
      {target && (
        <Form<TypeForm>
          form={form}
          clearOnDestroy
          layout="vertical"
          name="ccfType"
          initialValues={target.mode === 'update' ? { code: target.item.code, name: target.item.name } : {}}
        >
          <Form.Item
            label="Code"
            name="code"
            normalize={(value: string) => value.toUpperCase()}
            rules={[contractRule(CcfTypeCodeField), unique('code')]}
          >
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
