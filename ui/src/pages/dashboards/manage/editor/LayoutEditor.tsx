import { DeleteOutlined } from '@ant-design/icons';
import {
  CHART_TYPES,
  DASHBOARD_MESSAGES as M,
  GRID_MAX,
  LAYOUT_COMPONENTS,
  type AddLayoutItemBody,
  type DashboardDto,
  type DashboardParameterDto,
  type LayoutItemDto,
} from '@ftr/contracts';
import { App, Button, Form, InputNumber, List, Select, Space, Typography } from 'antd';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { addLayoutItem, removeLayoutItem } from '../../service.ts';
import { DASHBOARD_READS } from './reads.ts';

interface Props {
  dashboard: DashboardDto;
  parameters: readonly DashboardParameterDto[];
  items: readonly LayoutItemDto[];
}

interface Values {
  row: number;
  column: number;
  component: (typeof LAYOUT_COMPONENTS)[number];
  parameter?: string;
  type?: (typeof CHART_TYPES)[number];
  min?: number | null;
  max?: number | null;
  target?: number | null;
  height?: 'small' | 'medium' | 'large';
  codes?: string[];
}

/** The body of a layout item: empty min, max and target are left out (spec 2 §5). */
export const layoutBody = (v: Values): AddLayoutItemBody =>
  v.component === 'TimeseriesTable'
    ? { row: v.row, column: v.column, component: 'TimeseriesTable', config: { codes: v.codes ?? [] } }
    : {
        row: v.row,
        column: v.column,
        component: 'TimeseriesChart',
        config: {
          parameter: v.parameter ?? '',
          type: v.type ?? 'area',
          height: v.height ?? 'medium',
          ...(typeof v.min === 'number' ? { min: v.min } : {}),
          ...(typeof v.max === 'number' ? { max: v.max } : {}),
          ...(typeof v.target === 'number' ? { target: v.target } : {}),
        },
      };

const describe = (item: LayoutItemDto): string =>
  'codes' in item.CONFIG
    ? `Table of ${item.CONFIG.codes.join(', ')}`
    : `${item.CONFIG.type} chart of ${item.CONFIG.parameter} (${item.CONFIG.height})`;

/** Spec 2 §2 Layout section (MANAGE_TYPE 2): row and column 1 to 12, a chart or a table and its config; items removed. */
export const LayoutEditor = ({ dashboard, parameters, items }: Props) => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const component = Form.useWatch('component', form);
  const codes = parameters.map((p) => ({ value: p.PARM_CODE, label: p.PARM_CODE }));
  const add = useFormMutation({
    write: (values: Values) => addLayoutItem(dashboard.ID, layoutBody(values)),
    invalidates: DASHBOARD_READS,
    onSuccess: () => void message.success(M.itemAdded),
  });
  const remove = useFormMutation({
    write: (item: LayoutItemDto) => removeLayoutItem(item.ID),
    invalidates: DASHBOARD_READS,
    onSuccess: () => void message.success(M.itemRemoved),
  });
  const submit = (values: Values) => {
    if (values.component === 'TimeseriesTable' && (values.codes ?? []).length === 0) {
      void message.error(M.invalidParameterList);
      return;
    }
    add.mutate(values);
  };
  return (
    <>
      <Form
        form={form}
        layout="inline"
        data-testid="layout-form"
        initialValues={{ row: 1, column: 1, component: 'TimeseriesChart', type: 'area', height: 'medium' }}
        onFinish={submit}
      >
        <Space wrap>
          <Form.Item name="row" label="Row">
            <InputNumber min={1} max={GRID_MAX} precision={0} style={{ width: 64 }} aria-label="Row" />
          </Form.Item>
          <Form.Item name="column" label="Column">
            <InputNumber min={1} max={GRID_MAX} precision={0} style={{ width: 64 }} aria-label="Column" />
          </Form.Item>
          <Form.Item name="component">
            <Select
              aria-label="Component"
              style={{ width: 150 }}
              options={[
                { value: 'TimeseriesChart', label: 'Chart' },
                { value: 'TimeseriesTable', label: 'Table' },
              ]}
            />
          </Form.Item>
          {component === 'TimeseriesTable' ? (
            <Form.Item name="codes">
              <Select mode="multiple" options={codes} placeholder="Parameters" style={{ minWidth: 220 }} aria-label="Table parameters" />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="parameter" rules={[{ required: true, message: 'Choose a parameter' }]}>
                <Select options={codes} placeholder="Parameter" style={{ width: 180 }} aria-label="Chart parameter" />
              </Form.Item>
              <Form.Item name="type">
                <Select options={CHART_TYPES.map((t) => ({ value: t, label: t }))} style={{ width: 100 }} aria-label="Chart type" />
              </Form.Item>
              <Form.Item name="height">
                <Select
                  options={['small', 'medium', 'large'].map((h) => ({ value: h, label: h }))}
                  style={{ width: 100 }}
                  aria-label="Chart height"
                />
              </Form.Item>
              <Form.Item name="min">
                <InputNumber placeholder="Min" aria-label="Min" style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name="max">
                <InputNumber placeholder="Max" aria-label="Max" style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name="target">
                <InputNumber placeholder="Target" aria-label="Target" style={{ width: 80 }} />
              </Form.Item>
            </>
          )}
          <Button htmlType="submit" loading={add.isPending}>
            Add item
          </Button>
        </Space>
      </Form>
      <List
        size="small"
        data-testid="layout-items"
        dataSource={[...items]}
        locale={{ emptyText: 'No layout items yet' }}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove row ${item.ROW_NO} column ${item.COL_NO}`}
                onClick={() => remove.mutate(item)}
              />,
            ]}
          >
            <Typography.Text>
              Row {item.ROW_NO}, column {item.COL_NO}: {describe(item)}
            </Typography.Text>
          </List.Item>
        )}
      />
    </>
  );
};
