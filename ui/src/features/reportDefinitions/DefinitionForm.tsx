import {
  DEFAULT_REPORT_ACCESS,
  OUTPUT_FILE_NAME_MAX,
  OutputFileName,
  PERSONAL,
  REPORT_NAME_MAX,
  REPORT_PERIOD_NAMES,
  REPORT_PERIODS,
  REPORT_TYPE_NAMES,
  ReportAccessLevel,
  ReportName,
  SHARED,
  canShare,
  type DataAccessLevel,
  type DefinitionKind,
  type Flag,
  type ReportCategoryDto,
  type ReportDefinitionDto,
  type ReportPeriod,
  type ReportType,
} from '@ftr/contracts';
import { App, Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useFormValid } from '../../forms/useFormValid.ts';
import { contractRule } from '../../forms/contractRule.ts';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { createGrabber, createReport, updateGrabber, updateReport } from './service.ts';

interface Values {
  REPORT_NAME: string;
  ACCESS_LEVEL: number;
  RCAT_ID?: number | null;
  REPORT_TYPE: ReportType;
  PERD_CODE: ReportPeriod;
  SUPPRESS_BLANK_ROWS: boolean;
  OUTPUT_FILE_NAME?: string;
}

interface Props {
  kind: DefinitionKind;
  /** The definition being edited; null for 'New'. */
  definition: ReportDefinitionDto | null;
  levels: readonly DataAccessLevel[];
  categories: readonly ReportCategoryDto[];
  flags: readonly Flag[];
  /** False when the user may not change this one (the fields show, disabled). */
  editable: boolean;
  onCreated: (id: number) => void;
}

const DEFAULTS: Values = {
  REPORT_NAME: '',
  ACCESS_LEVEL: DEFAULT_REPORT_ACCESS,
  RCAT_ID: null,
  REPORT_TYPE: PERSONAL,
  PERD_CODE: 'D',
  SUPPRESS_BLANK_ROWS: false,
};

/**
 * Spec 2 §2 manage report / grabber: name, access (the data-access list), category, sharing. Shared only
 * with the kind's maintain flag and a category; clearing the category makes it Personal (spec 2 §4).
 * Reports also have their period (one row per hour or day), blank-row suppression and output file name.
 */
export const DefinitionForm = ({ kind, definition, levels, categories, flags, editable, onCreated }: Props) => {
  const [form] = Form.useForm<Values>();
  const valid = useFormValid(form);
  const { message } = App.useApp();
  const report = kind === 'REPORT';
  const category = Form.useWatch('RCAT_ID', form) ?? null;
  const shareable = canShare(kind, flags, category);

  const save = useFormMutation({
    write: async (v: Values) => {
      const common = { REPORT_NAME: v.REPORT_NAME, ACCESS_LEVEL: v.ACCESS_LEVEL, REPORT_TYPE: v.REPORT_TYPE, RCAT_ID: v.RCAT_ID ?? null };
      const reportBody = {
        ...common,
        PERD_CODE: v.PERD_CODE,
        SUPPRESS_BLANK_ROWS: v.SUPPRESS_BLANK_ROWS,
        OUTPUT_FILE_NAME: v.OUTPUT_FILE_NAME ?? '',
      };
      if (definition)
        return { ...(await (report ? updateReport(definition.ID, reportBody) : updateGrabber(definition.ID, common))), ID: definition.ID };
      return report
        ? createReport(reportBody)
        : createGrabber({ name: v.REPORT_NAME, ACCESS_LEVEL: v.ACCESS_LEVEL, REPORT_TYPE: v.REPORT_TYPE, RCAT_ID: v.RCAT_ID ?? null });
    },
    invalidates: ['getReport', 'listManagedReports', 'listPersonalGrabbers', 'listSharedGrabbers', 'listMyGrabbers'],
    onSuccess: (result) => {
      void message.success(result.message);
      if (!definition) onCreated(result.ID);
    },
  });

  const initial: Values = definition ? { ...definition, RCAT_ID: definition.RCAT_ID } : DEFAULTS;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="definition"
      initialValues={initial}
      disabled={!editable}
      onFinish={(v) => save.mutate(v)}
      onValuesChange={(changed: Partial<Values>) => {
        if ('RCAT_ID' in changed && (changed.RCAT_ID ?? null) === null) form.setFieldValue('REPORT_TYPE', PERSONAL);
      }}
      style={{ maxWidth: 560 }}
    >
      <Form.Item label="Name" name="REPORT_NAME" rules={[contractRule(ReportName)]}>
        <Input showCount maxLength={REPORT_NAME_MAX} autoFocus={!definition} />
      </Form.Item>
      <Form.Item label="Access" name="ACCESS_LEVEL" rules={[contractRule(ReportAccessLevel)]}>
        <Select<number> options={levels.map((l) => ({ value: l.ID, label: `${l.ID} - ${l.DESCRIPTION}` }))} />
      </Form.Item>
      <Form.Item label="Category" name="RCAT_ID">
        <Select<number> allowClear placeholder="No category" options={categories.map((c) => ({ value: c.ID, label: c.NAME }))} />
      </Form.Item>
      <Form.Item
        label="Sharing"
        name="REPORT_TYPE"
        extra={
          shareable
            ? undefined
            : `Shared needs a category and the ${kind === 'REPORT' ? 'Maintain Reports' : 'Maintain Grabbers'} permission`
        }
      >
        <Radio.Group
          options={[
            { value: PERSONAL, label: REPORT_TYPE_NAMES[PERSONAL] },
            { value: SHARED, label: REPORT_TYPE_NAMES[SHARED], disabled: !shareable },
          ]}
        />
      </Form.Item>
      {report && (
        <>
          <Form.Item label="Period" name="PERD_CODE">
            <Radio.Group options={REPORT_PERIODS.map((p) => ({ value: p, label: REPORT_PERIOD_NAMES[p] }))} />
          </Form.Item>
          <Form.Item name="SUPPRESS_BLANK_ROWS" valuePropName="checked">
            <Checkbox>Suppress blank rows</Checkbox>
          </Form.Item>
          <Form.Item
            label="Output file name"
            name="OUTPUT_FILE_NAME"
            rules={[contractRule(OutputFileName.optional())]}
            extra="Without .xlsx; empty: the name"
          >
            <Input maxLength={OUTPUT_FILE_NAME_MAX} />
          </Form.Item>
        </>
      )}
      {editable && (
        <Button type="primary" htmlType="submit" disabled={!valid || save.isPending} loading={save.isPending}>
          {definition ? 'Update' : 'Create'}
        </Button>
      )}
    </Form>
  );
};
