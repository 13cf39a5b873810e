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
import { App, AutoComplete, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../../query/useRouteQuery.ts';
import { addDashboardParameter } from '../../service.ts';
import { DASHBOARD_READS } from './reads.ts';

const SITES = FACTORY_SITES.map((site) => ({ value: site, label: SITE_NAMES[site] }));

/**
 * Spec 2 §2 add box: a code (upper-cased) or a label search, the history (1 to 28, default 7), label, goal,
 * target code and, on corporate dashboards only (head office), the site.
 */
export const AddParameterForm = ({ dashboard }: { dashboard: DashboardDto }) => {
  const [form] = Form.useForm<AddDashboardParameterBody>();
  const { message } = App.useApp();
  const [search, setSearch] = useState('');
  const found = useRouteQuery('searchParameters', { query: { search } }, { enabled: search.trim().length >= 2 });
  const options = (found.data ?? []).slice(0, 20).map((p) => ({ value: p.CODE, label: `${p.CODE} ${p.LABEL ?? p.HEADING1}` }));
  const add = useFormMutation({
    write: (body: AddDashboardParameterBody) => addDashboardParameter(dashboard.ID, body),
    invalidates: DASHBOARD_READS,
    fields: { form, names: ['code', 'targetCode', 'history', 'label', 'goal', 'site'] },
    onSuccess: () => {
      void message.success(M.parameterAdded);
      form.resetFields();
      setSearch('');
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
        <Form.Item name="code" rules={[{ required: true, whitespace: true, message: 'Code must be entered' }]}>
          <AutoComplete
            options={options}
            showSearch={{ onSearch: setSearch }}
            placeholder="Code or label"
            style={{ width: 220 }}
            aria-label="Parameter code"
          />
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
          <Input placeholder="Target code" style={{ width: 140 }} aria-label="Target code" />
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
