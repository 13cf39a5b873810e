import {
  FACTORY_SITES,
  GOALS,
  HISTORY_DEFAULT,
  HISTORY_MAX,
  HISTORY_MIN,
  SITE_NAMES,
  DASHBOARD_MESSAGES as M,
  type AddDashboardParameterBody,
  type DashboardDto,
} from '@ftr/contracts';
import { App, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { addDashboardParameter } from '../../service.ts';
import { ParameterPicker } from './ParameterPicker.tsx';
import { DASHBOARD_READS } from './reads.ts';

const SITES = FACTORY_SITES.map((site) => ({ value: site, label: SITE_NAMES[site] }));

/**
 * Spec 2 §2 add box: a parameter found by part of its code, label or headings (units and sites shown), the history (1 to 28, default 7), label, goal,
 * target code and, on corporate dashboards only (head office), the site.
 */
export const AddParameterForm = ({ dashboard, taken }: { dashboard: DashboardDto; taken: readonly string[] }) => {
  const [form] = Form.useForm<AddDashboardParameterBody>();
  const { message } = App.useApp();
  const add = useFormMutation({
    write: (body: AddDashboardParameterBody) => addDashboardParameter(dashboard.ID, body),
    invalidates: DASHBOARD_READS,
    fields: { form, names: ['code', 'targetCode', 'history', 'label', 'goal', 'site'] },
    onSuccess: () => {
      void message.success(M.parameterAdded);
      form.resetFields();
    },
  });
  const submit = (values: AddDashboardParameterBody) => add.mutate({ ...values, code: values.code.trim().toUpperCase() });
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ history: HISTORY_DEFAULT, goal: 'Max' }}
      onFinish={submit}
      data-testid="add-parameter"
    >
      <Space wrap>
        <Form.Item name="code" rules={[{ required: true, message: 'Choose a parameter' }]}>
          <ParameterPicker dashboard={dashboard} taken={taken} label="Parameter code" placeholder="Find by code, label or heading" />
        </Form.Item>
        <Form.Item name="history" label="Days">
          <InputNumber min={HISTORY_MIN} max={HISTORY_MAX} precision={0} style={{ width: 70 }} aria-label="History days" />
        </Form.Item>
        <Form.Item name="label">
          <Input placeholder="Label" style={{ width: 140 }} aria-label="Label" maxLength={60} />
        </Form.Item>
        <Form.Item name="goal" label="Goal">
          <Select options={GOALS.map((g) => ({ value: g, label: g }))} style={{ width: 80 }} aria-label="Goal" />
        </Form.Item>
        <Form.Item name="targetCode">
          <ParameterPicker dashboard={dashboard} label="Target code" placeholder="Target parameter" allowClear />
        </Form.Item>
        {dashboard.TYPE === 'C' && (
          <Form.Item name="site">
            <Select options={SITES} allowClear placeholder="All sites" style={{ width: 130 }} aria-label="Site" />
          </Form.Item>
        )}
        <Button htmlType="submit" loading={add.isPending}>
          Add
        </Button>
      </Space>
    </Form>
  );
};
