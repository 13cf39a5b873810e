import {
  DASHBOARD_DATA_TYPES,
  DASHBOARD_FORMATS,
  DASHBOARD_MESSAGES as M,
  type DashboardDto,
  type UpdateDashboardBody,
} from '@ftr/contracts';
import { App, Button, Form, Input, Select, Space } from 'antd';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { updateDashboard } from '../../service.ts';
import { DASHBOARD_READS } from './reads.ts';

const FORMATS = Object.entries(DASHBOARD_FORMATS).map(([value, label]) => ({ value: Number(value), label }));
const DATA_TYPES = Object.entries(DASHBOARD_DATA_TYPES).map(([value, label]) => ({ value, label }));

/** Name, format and data type of a dashboard; a failed save says 'Oh Lawd' (spec 2 §8). */
export const DetailsForm = ({ dashboard }: { dashboard: DashboardDto }) => {
  const [form] = Form.useForm<UpdateDashboardBody>();
  const { message } = App.useApp();
  const save = useFormMutation({
    write: (body: UpdateDashboardBody) => updateDashboard(dashboard.ID, body),
    invalidates: DASHBOARD_READS,
    fields: { form, names: ['description', 'format', 'dataType'] },
    onSuccess: () => void message.success(M.updated),
    onError: () => void message.error(M.saveFailed),
  });
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ description: dashboard.DESCRIPTION, format: dashboard.FORMAT_TYPE, dataType: dashboard.DATA_TYPE }}
      onFinish={(values) => save.mutate(values)}
    >
      <Space wrap>
        <Form.Item name="description" label="Name" rules={[{ required: true, whitespace: true, message: 'Title is required' }]}>
          <Input maxLength={60} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="format" label="Format">
          <Select options={FORMATS} style={{ width: 120 }} aria-label="Format" />
        </Form.Item>
        <Form.Item name="dataType" label="Data">
          <Select options={DATA_TYPES} style={{ width: 110 }} aria-label="Data type" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </Space>
    </Form>
  );
};
