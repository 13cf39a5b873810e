import {
  CCF_ANALYSIS_CODE_MAX,
  CCF_ANALYSIS_FIELDS,
  CCF_ANALYSIS_NAME_MAX,
  CCF_LIMIT_FIELDS,
  CCF_LIMIT_NAMES,
  CcfAnalysisCodeField,
  CcfAnalysisNameField,
  CcfTypeRef,
  type CcfAnalysisBody,
  type CcfAnalysisDto,
  type CcfLimitField,
  type CcfTypeDto,
} from '@ftr/contracts';
import { App, Form, Input, InputNumber, Select, type FormRule } from 'antd';
import { FormModal } from '../../../components/FormModal.tsx';
import { submitValidated } from '../../../forms/submitValidated.ts';
import { useReportClientError } from '../../../api/errors.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { analysisBody, analysisFormValues, orderMessage, uniquenessMessage, type AnalysisForm, type Target } from '../form.ts';
import { createCcfAnalysis, updateCcfAnalysis } from '../service.ts';
import { check } from '../../../forms/check.ts';

interface Props {
  target: Target<CcfAnalysisDto> | null;
  /** The analyses shown (uniqueness as the user types) and the types to choose from. */
  analyses: readonly CcfAnalysisDto[];
  types: readonly CcfTypeDto[];
  onClose: () => void;
}

const others = (field: CcfLimitField) => CCF_LIMIT_FIELDS.filter((f) => f !== field);

/**
 * Spec 3 §2 CCF settings: the analysis modal (code, name, CCF Type, four limits). Every field is
 * checked on change with the contract's rules; Create on insert, Update on edit with the code read-only.
 */
export const AnalysisModal = ({ target, analyses, types, onClose }: Props) => {
  const [form] = Form.useForm<AnalysisForm>();
  const { message } = App.useApp();
  const mode = target?.mode ?? 'insert';

  const unique =
    (field: 'code' | 'name'): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => check(uniquenessMessage(field, getFieldsValue(['code', 'name']) as Partial<AnalysisForm>, analyses, mode)),
    });
  const ordered =
    (field: CcfLimitField): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => check(orderMessage(field, getFieldsValue([...CCF_LIMIT_FIELDS]) as Partial<AnalysisForm>)),
    });

  // A refusal naming a field goes on that field; other failures to a toast (5xx silent, spec 3 §8).
  const save = useFormMutation({
    write: ({ body, code }: { body: CcfAnalysisBody; code: string | null }) =>
      code === null ? createCcfAnalysis(body) : updateCcfAnalysis({ ...body, code }),
    invalidates: ['listCcfAnalyses'],
    onSuccess: (result) => {
      void message.success(result.message);
      onClose();
    },
    fields: { form, names: CCF_ANALYSIS_FIELDS },
    onError: useReportClientError(),
  });
  const submit = () =>
    submitValidated(form, (values) => {
      if (target) save.mutate({ body: analysisBody(values), code: target.mode === 'insert' ? null : target.item.code });
    });

  return (
    <FormModal
      open={target !== null}
      title={mode === 'update' ? 'Update CCF Analysis' : 'New CCF Analysis'}
      okText={mode === 'update' ? 'Update' : 'Create'}
      submitting={save.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      {target && (
        <Form<AnalysisForm>
          form={form}
          clearOnDestroy
          layout="vertical"
          name="ccfAnalysis"
          initialValues={target.mode === 'update' ? analysisFormValues(target.item) : {}}
        >
          <Form.Item
            label="Code"
            name="code"
            normalize={(value: string) => value.toUpperCase()}
            rules={[contractRule(CcfAnalysisCodeField), unique('code')]}
          >
            <Input disabled={mode === 'update'} maxLength={CCF_ANALYSIS_CODE_MAX} autoFocus={mode === 'insert'} />
          </Form.Item>
          <Form.Item label="Name" name="name" dependencies={['code']} rules={[contractRule(CcfAnalysisNameField), unique('name')]}>
            <Input maxLength={CCF_ANALYSIS_NAME_MAX} />
          </Form.Item>
          <Form.Item label="CCF Type" name="type" rules={[contractRule(CcfTypeRef)]}>
            <Select
              placeholder="Select a CCF Type"
              options={types.map((type) => ({ value: type.code, label: type.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          {CCF_LIMIT_FIELDS.map((field) => (
            <Form.Item key={field} label={CCF_LIMIT_NAMES[field]} name={field} dependencies={others(field)} rules={[ordered(field)]}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          ))}
          {mode === 'update' && (
            <Form.Item label="Reason for the change" name="reason" extra="New limits apply from now on; recorded labels keep theirs.">
              <Input maxLength={200} data-testid="ccf-analysis-reason" />
            </Form.Item>
          )}
        </Form>
      )}
    </FormModal>
  );
};
