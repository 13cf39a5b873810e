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
import { App, Button, Form, InputNumber, Select, Space, Typography } from 'antd';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { addLayoutItem } from '../../service.ts';
import { LayoutGrid } from './LayoutGrid.tsx';
import { DASHBOARD_READS } from './reads.ts';

interface Props {
  dashboard: DashboardDto;
  parameters: readonly DashboardParameterDto[];
  items: readonly LayoutItemDto[];
}

interface Values {
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
export const layoutBody = (v: Values, { row, column }: Cell): AddLayoutItemBody =>
  v.component === 'TimeseriesTable'
    ? { row, column, component: 'TimeseriesTable', config: { codes: v.codes ?? [] } }
    : {
        row,
        column,
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

interface Cell {
  row: number;
  column: number;
}

/** Where a new item goes: a row of its own below the others, else the first free cell (the server allows one item per cell). */
export const freeCell = (items: readonly LayoutItemDto[]): Cell | null => {
  const taken = new Set(items.map((i) => `${i.ROW_NO}/${i.COL_NO}`));
  const below = Math.max(0, ...items.map((i) => i.ROW_NO)) + 1;
  if (below <= GRID_MAX) return { row: below, column: 1 };
  for (let row = 1; row <= GRID_MAX; row += 1)
    for (let column = 1; column <= GRID_MAX; column += 1) if (!taken.has(`${row}/${column}`)) return { row, column };
  return null;
};

/**
 * Spec 2 §2 Layout section (MANAGE_TYPE 2): a chart or a table of the dashboard's parameters is added below
 * the others, then moved and sized in the grid (`LayoutGrid`); rows and columns 1 to 12 as the spec stores them.
 */
export const LayoutEditor = ({ dashboard, parameters, items }: Props) => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const component = Form.useWatch('component', form);
  // Searchable by code or label: the dashboard's own parameters are the only valid choices.
  const codes = parameters.map((p) => ({ value: p.PARM_CODE, label: p.LABEL ? `${p.PARM_CODE} · ${p.LABEL}` : p.PARM_CODE }));
  const cell = freeCell(items);
  const add = useFormMutation({
    write: (values: Values) => addLayoutItem(dashboard.ID, layoutBody(values, cell ?? { row: 1, column: 1 })),
    invalidates: DASHBOARD_READS,
    onSuccess: () => void message.success(M.itemAdded),
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
        initialValues={{ component: 'TimeseriesChart', type: 'area', height: 'medium' }}
        onFinish={submit}
      >
        <Space wrap>
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
              <Select
                mode="multiple"
                showSearch={{ optionFilterProp: 'label' }}
                options={codes}
                placeholder="Parameters"
                style={{ minWidth: 220 }}
                aria-label="Table parameters"
              />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="parameter" rules={[{ required: true, message: 'Choose a parameter' }]}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={codes}
                  placeholder="Parameter"
                  style={{ width: 180 }}
                  aria-label="Chart parameter"
                />
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
          <Button htmlType="submit" loading={add.isPending} disabled={cell === null || parameters.length === 0}>
            Add item
          </Button>
          {parameters.length === 0 && <Typography.Text type="secondary">Add parameters first</Typography.Text>}
        </Space>
      </Form>
      <LayoutGrid dashboard={dashboard} items={items} />
    </>
  );
};
