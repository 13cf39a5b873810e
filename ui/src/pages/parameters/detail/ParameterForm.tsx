import {
  CHANGE_REASON_MAX,
  CategoryCode,
  ChangeReason,
  Comments,
  DISPLAY_PRECISION_MAX,
  DisplayPrecision,
  IwbTag,
  Label,
  ProcessTag,
  Units,
  type ParameterDto,
  type ParameterType,
} from '@ftr/contracts';
import { App, Button, Col, Form, Input, InputNumber, Row, Select, type FormRule } from 'antd';
import { check } from '../../../forms/check.ts';
import { contractRule } from '../../../forms/contractRule.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { PARAMETER_FORM_FIELDS, clearedByType, enabledFields, formValuesOf, updateBodyOf, type ParameterFormValues } from '../form.ts';
import { updateParameter } from '../service.ts';
import { SignatureFields } from '../../../features/signatures/SignatureFields.tsx';
import { signedBody, type Signed } from '../../../features/signatures/signed.ts';
import { useSignatureRequired } from '../../../features/signatures/useSignatureSettings.ts';
import { CategoryInput } from '../components/CategoryInput.tsx';
import { FlagFields, HeadingFields, TypeField } from '../components/ParameterFields.tsx';

interface Props {
  parameter: ParameterDto;
  headOffice: boolean;
}

const LIMITS = [
  ['UPPER_ABS_LIMIT', 'Upper absolute limit'],
  ['UPPER_CHK_LIMIT', 'Upper check limit'],
  ['LOWER_CHK_LIMIT', 'Lower check limit'],
  ['LOWER_ABS_LIMIT', 'Lower absolute limit'],
] as const;

/**
 * Spec 2 §2 /parameters/{code}: every field of §3 Parameter with the §5 validation (checked on change and all
 * on submit, messages per field) and the §5 enabled rules; a type change clears what §4 says. 'Parameter {code} Updated'.
 */
export const ParameterForm = ({ parameter, headOffice }: Props) => {
  const [form] = Form.useForm<Signed<ParameterFormValues>>();
  const { message } = App.useApp();
  const watched = Form.useWatch('PTYP_CODE', form) as ParameterType | undefined; // undefined until the form mounts
  const type = watched ?? parameter.PTYP_CODE;
  const enabled = enabledFields(type, headOffice);
  const functions = useRouteQuery('listStandardFunctions', {});
  const analyses = useRouteQuery('listCcfAnalyses', {});
  // The site may require a signature for changing limits: the form then asks for it on every save.
  const { required: signing } = useSignatureRequired('parameterLimits');
  const save = useFormMutation({
    write: (values: Signed<ParameterFormValues>) =>
      updateParameter(parameter.CODE, { ...updateBodyOf(parameter, values), ...signedBody(signing, values) }),
    invalidates: ['getParameter', 'searchParameters', 'recentParameters'],
    onSuccess: (result) => void message.success(result.message),
    fields: { form, names: PARAMETER_FORM_FIELDS },
  });
  const onValuesChange = (changed: Partial<ParameterFormValues>) => {
    if (changed.PTYP_CODE) form.setFieldsValue(clearedByType(changed.PTYP_CODE));
  };
  const number = (label: string): FormRule => ({
    validator: (_rule, value: unknown) =>
      check(value === null || value === undefined || typeof value === 'number' ? null : `${label} must be a number`),
  });

  return (
    <Form<Signed<ParameterFormValues>>
      form={form}
      layout="vertical"
      name="parameter"
      initialValues={formValuesOf(parameter)}
      onValuesChange={onValuesChange}
      onFinish={(values) => save.mutate(values)}
      validateTrigger="onChange"
    >
      <Form.Item label="Code">
        <Input value={parameter.CODE} disabled data-testid="parameter-code" />
      </Form.Item>
      <HeadingFields />
      <Row gutter={12}>
        <Col span={8}>
          <TypeField testId="parameter-type" />
        </Col>
        <Col span={8}>
          <Form.Item label="Calculation function" name="SFNC_CODE">
            <Select
              allowClear
              disabled={!enabled.SFNC_CODE}
              options={(functions.data ?? []).map((f) => ({ value: f.CODE, label: f.NAME }))}
              data-testid="parameter-function"
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            label="Category"
            name="PCAT_CODE"
            rules={[contractRule(CategoryCode.nullable().optional())]}
            normalize={(v: string) => v.toUpperCase()}
          >
            <CategoryInput />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item label="Process tag" name="PROCESS_TAG" rules={[contractRule(ProcessTag)]}>
            <Input disabled={!enabled.PROCESS_TAG} data-testid="parameter-process-tag" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="IWB tag" name="IWB_TAG" rules={[contractRule(IwbTag)]}>
            <Input disabled={!enabled.IWB_TAG} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="Display precision" name="DISPLAY_PRECISION" rules={[contractRule(DisplayPrecision)]}>
            <InputNumber min={0} max={DISPLAY_PRECISION_MAX} disabled={!enabled.DISPLAY_PRECISION} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        {LIMITS.map(([name, label]) => (
          <Col span={6} key={name}>
            <Form.Item label={label} name={name} rules={[number(label)]}>
              <InputNumber
                disabled={(name === 'UPPER_CHK_LIMIT' || name === 'LOWER_CHK_LIMIT') && !enabled[name]}
                style={{ width: '100%' }}
                data-testid={`parameter-${name}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item label="Meter rollover" name="METER_ROLLOVER_VALUE" rules={[number('Meter rollover')]}>
            <InputNumber disabled={!enabled.METER_ROLLOVER_VALUE} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="Constant value" name="CONSTANT_VALUE" rules={[number('Constant value')]}>
            <InputNumber disabled={!enabled.CONSTANT_VALUE} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="CCF analysis" name="CCF_ANALYSIS">
            <Select allowClear options={(analyses.data ?? []).map((a) => ({ value: a.code, label: `${a.code} ${a.name}` }))} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item label="Units" name="UNITS" rules={[contractRule(Units)]}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item label="Label" name="LABEL" rules={[contractRule(Label)]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Comments" name="COMMENTS" rules={[contractRule(Comments)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <FlagFields />
      <Form.Item
        label="Reason for change"
        name="REASON"
        rules={[contractRule(ChangeReason)]}
        extra="Optional; kept in the parameter's history"
      >
        <Input.TextArea rows={2} maxLength={CHANGE_REASON_MAX} data-testid="parameter-reason" />
      </Form.Item>
      {signing && <SignatureFields defaultMeaning="Approved" />}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="parameter-save">
        Save
      </Button>
    </Form>
  );
};
