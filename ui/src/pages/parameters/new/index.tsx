import {
  CategoryCode,
  Label,
  NEW_DISPLAY_PRECISION_MAX,
  NewDisplayPrecision,
  PARAMETER_MESSAGES,
  Units,
  type LookupName,
} from '@ftr/contracts';
import { App, Alert, Button, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { contractRule } from '../../../forms/contractRule.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { NEW_PARAMETER_DEFAULTS, composedCode, createBodyOf, headingsFor, typeForPeriod, type NewParameterValues } from '../form.ts';
import { createParameter } from '../service.ts';
import { CategoryInput } from '../components/CategoryInput.tsx';
import { FlagFields, HeadingFields, TypeField } from '../components/ParameterFields.tsx';
import { useCodeCheck } from './useCodeCheck.ts';

const PARTS: readonly [keyof NewParameterValues, LookupName, string][] = [
  ['ITEM_CODE', 'item', 'Item'],
  ['MEASUREMENT_CODE', 'measurement', 'Measurement'],
  ['STATISTIC_CODE', 'statistic', 'Statistic'],
];
const required = (label: string) => ({ required: true, message: `${label} is required` });

/**
 * Spec 2 §2 /parameters/new (PARAMETERS): the code composed ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD from the
 * lookups, headings filled from their descriptions, §5 required fields and defaults, period C forcing CON (§4),
 * and Create enabled only once the server confirmed the code does not exist. 'Parameter {code} Created'.
 */
const NewParameterPage = () => {
  const [form] = Form.useForm<NewParameterValues>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const lists = {
    item: useRouteQuery('listLookups', { params: { name: 'item' }, query: {} }),
    measurement: useRouteQuery('listLookups', { params: { name: 'measurement' }, query: {} }),
    statistic: useRouteQuery('listLookups', { params: { name: 'statistic' }, query: {} }),
    period: useRouteQuery('listLookups', { params: { name: 'period' }, query: {} }),
  };
  const describe = (name: LookupName) => (code: string | undefined) => lists[name].data?.find((l) => l.code === code)?.description;
  const values = Form.useWatch([], form) as Partial<NewParameterValues> | undefined;
  const code = composedCode(values ?? {});
  const check = useCodeCheck(code);
  const create = useFormMutation({
    write: ({ to, v }: { to: string; v: NewParameterValues }) => createParameter(createBodyOf(to, v)),
    invalidates: ['searchParameters', 'recentParameters', 'getParameter'],
    onSuccess: (_result, { to }) => {
      void message.success(PARAMETER_MESSAGES.created(to));
      void navigate(`/parameters/${encodeURIComponent(to)}`);
    },
  });
  const onValuesChange = (changed: Partial<NewParameterValues>, all: NewParameterValues) => {
    const partChanged = PARTS.some(([field]) => field in changed) || 'PERIOD_CODE' in changed;
    if (partChanged)
      form.setFieldsValue(
        headingsFor(all, { item: describe('item'), measurement: describe('measurement'), statistic: describe('statistic') }),
      );
    if ('PERIOD_CODE' in changed) form.setFieldsValue({ PTYP_CODE: typeForPeriod(changed.PERIOD_CODE, all.PTYP_CODE) });
  };

  return (
    <>
      <PageTitle page="New parameter" />
      <Typography.Title level={2}>New parameter</Typography.Title>
      <Form<NewParameterValues>
        form={form}
        layout="vertical"
        name="new-parameter"
        initialValues={NEW_PARAMETER_DEFAULTS}
        onValuesChange={onValuesChange}
        onFinish={(v) => code && create.mutate({ to: code, v })}
        style={{ maxWidth: 900 }}
      >
        <Row gutter={12}>
          {PARTS.map(([field, name, label]) => (
            <Col span={6} key={field}>
              <Form.Item label={label} name={field} rules={[required(label)]}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(lists[name].data ?? []).map((l) => ({ value: l.code, label: `${l.code} ${l.description}` }))}
                  data-testid={`new-${name}`}
                />
              </Form.Item>
            </Col>
          ))}
          <Col span={3}>
            <Form.Item
              label="Unit no"
              name="UNIT_NO"
              rules={[required('Unit no'), { pattern: /^[0-9]{1,3}$/, message: 'Unit no must be 1 to 3 digits' }]}
            >
              <Input maxLength={3} data-testid="new-unit" />
            </Form.Item>
          </Col>
          <Col span={3}>
            <Form.Item label="Period" name="PERIOD_CODE" rules={[required('Period')]}>
              <Select
                options={(lists.period.data ?? []).map((l) => ({ value: l.code, label: `${l.code} ${l.description}` }))}
                data-testid="new-period"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Code">
          <Input value={code ?? ''} disabled data-testid="new-code" />
        </Form.Item>
        {check === 'exists' && (
          <Alert type="error" title={PARAMETER_MESSAGES.alreadyExists} style={{ marginBottom: 16 }} data-testid="new-exists" />
        )}
        <HeadingFields testIdPrefix="new" />
        <Row gutter={12}>
          <Col span={6}>
            <TypeField testId="new-type" />
          </Col>
          <Col span={6}>
            <Form.Item label="Category" name="PCAT_CODE" rules={[contractRule(CategoryCode)]} normalize={(v: string) => v.toUpperCase()}>
              <CategoryInput data-testid="new-category" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="Display precision" name="DISPLAY_PRECISION" rules={[contractRule(NewDisplayPrecision)]}>
              <InputNumber min={0} max={NEW_DISPLAY_PRECISION_MAX} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="Units" name="UNITS" rules={[contractRule(Units)]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Label" name="LABEL" rules={[contractRule(Label)]}>
          <Input />
        </Form.Item>
        <FlagFields />
        <Button type="primary" htmlType="submit" disabled={check !== 'free'} loading={create.isPending} data-testid="new-create">
          Create
        </Button>
      </Form>
    </>
  );
};

export default NewParameterPage;
