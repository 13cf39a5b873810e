import {
  LOOKUP_CODE_MAX,
  LOOKUP_DESCRIPTION_MAX,
  LOOKUP_LABELS,
  LOOKUP_REASON_MAX,
  LookupCode,
  LookupDescription,
  type EditableLookupName,
} from '@ftr/contracts';
import { App, Form, Input, type FormRule } from 'antd';
import { FormModal } from '../../../components/FormModal.tsx';
import { check } from '../../../forms/check.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { submitValidated } from '../../../forms/submitValidated.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { codeLengthMessage, LOOKUP_FORM_FIELDS, lookupBody, lookupFormValues, type LookupForm, type LookupTarget } from '../form.ts';
import { createLookup, updateLookup } from '../service.ts';

interface Props {
  name: EditableLookupName;
  target: LookupTarget | null;
  onClose: () => void;
}

/**
 * Spec 2 §2 Lookups: the create and edit modal of one list (code, description; on edit the code is
 * read-only and an optional reason is recorded with the change). Fields are checked with the contract's
 * rules as the user types; a refusal naming a field goes on it, any other to a toast.
 */
export const LookupModal = ({ name, target, onClose }: Props) => {
  const [form] = Form.useForm<LookupForm>();
  const { message } = App.useApp();
  const updating = target?.mode === 'update';
  const label = LOOKUP_LABELS[name];
  const fitsList: FormRule = { validator: (_rule, code: string | undefined) => check(codeLengthMessage(name, code)) };

  const save = useFormMutation({
    write: ({ to, values }: { to: LookupTarget; values: LookupForm }) =>
      to.mode === 'create' ? createLookup(name, lookupBody(to, values)) : updateLookup(name, lookupBody(to, values)),
    invalidates: ['listLookups'],
    onSuccess: (result) => {
      void message.success(result.message);
      onClose();
    },
    fields: { form, names: LOOKUP_FORM_FIELDS },
  });
  const submit = () =>
    submitValidated(form, (values) => {
      if (target) save.mutate({ to: target, values });
    });

  return (
    <FormModal
      open={target !== null}
      title={updating ? `Update ${label} ${target.lookup.code}` : `New ${label}`}
      okText={updating ? 'Update' : 'Create'}
      submitting={save.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      {target && (
        <Form<LookupForm> form={form} clearOnDestroy layout="vertical" name={`lookup-${name}`} initialValues={lookupFormValues(target)}>
          <Form.Item
            label="Code"
            name="code"
            normalize={(value: string) => value.toUpperCase()}
            rules={[contractRule(LookupCode), fitsList]}
          >
            <Input disabled={updating} maxLength={LOOKUP_CODE_MAX[name]} autoFocus={!updating} />
          </Form.Item>
          <Form.Item label="Description" name="description" rules={[contractRule(LookupDescription)]}>
            <Input maxLength={LOOKUP_DESCRIPTION_MAX} autoFocus={updating} />
          </Form.Item>
          {updating && (
            <Form.Item label="Reason for change" name="reason" extra="Optional; kept in the history of the code">
              <Input.TextArea rows={2} maxLength={LOOKUP_REASON_MAX} />
            </Form.Item>
          )}
        </Form>
      )}
    </FormModal>
  );
};
