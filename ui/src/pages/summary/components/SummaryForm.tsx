import { SITE_NAMES, SUMMARY_MESSAGES, SUMMARY_STATISTICS, SUMMARY_STATISTIC_NAMES, SummaryCode, type Site } from '@ftr/contracts';
import { App, Button, Form, Input, Select } from 'antd';
import { contractRule } from '../../../forms/contractRule.ts';
import type { SummaryChoice } from '../form.ts';

interface Props {
  sites: readonly Site[];
  initial: SummaryChoice;
  onApply: (choice: SummaryChoice) => void;
}

const STREAM_OPTIONS = [
  { value: 'BC', label: 'Campaign BC' },
  { value: 'JR', label: 'Juice Run JR' },
];
const STATISTIC_OPTIONS = SUMMARY_STATISTICS.map((s) => ({ value: s, label: SUMMARY_STATISTIC_NAMES[s] }));

/** Spec 3 §2 Data summary: site, code, stream and statistic; an empty code is 'invalid Code' (spec 3 §5). */
export const SummaryForm = ({ sites, initial, onApply }: Props) => {
  const [form] = Form.useForm<SummaryChoice>();
  const { message } = App.useApp();
  return (
    <Form<SummaryChoice>
      form={form}
      layout="inline"
      initialValues={initial}
      onFinish={(values) => onApply({ ...values, code: values.code.trim().toUpperCase() })}
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some((f) => f.name[0] === 'code')) void message.error(SUMMARY_MESSAGES.invalidCode);
      }}
      style={{ rowGap: 12 }}
    >
      <Form.Item label="Site" name="site">
        <Select aria-label="Site" style={{ width: 160 }} options={sites.map((s) => ({ value: s, label: `${s} · ${SITE_NAMES[s]}` }))} />
      </Form.Item>
      <Form.Item label="Code" name="code" rules={[contractRule(SummaryCode)]} normalize={(v: string) => v.toUpperCase()}>
        <Input aria-label="Code" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item label="Stream" name="stream">
        <Select aria-label="Stream" style={{ width: 160 }} options={STREAM_OPTIONS} />
      </Form.Item>
      <Form.Item label="Statistic" name="statistic">
        <Select aria-label="Statistic" style={{ width: 190 }} options={STATISTIC_OPTIONS} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Show
      </Button>
    </Form>
  );
};
