import { SPC_RULE_NAMES, SPC_RULES, type SpcChartDto, type SpcRule } from '@ftr/contracts';
import { App, Button, Checkbox, DatePicker, Flex, Input, Popover, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { setSpcBaseline, setSpcRules } from './service.ts';

const DAY = 'YYYY-MM-DD';

/** Recompute the limits from a baseline (default: the last 28 factory days of the active operation), with a reason. */
const Recompute = ({ code }: { code: string }) => {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const recompute = useFormMutation({
    write: () =>
      setSpcBaseline(code, {
        REASON: reason,
        ...(period?.[0] && period[1] ? { from: period[0].format(DAY), to: period[1].format(DAY) } : {}),
      }),
    invalidates: ['getSpcChart', 'getParameterHistory'],
    onSuccess: (result) => {
      void message.success(result.message);
      setOpen(false);
    },
  });
  const form = (
    <Flex vertical gap={8} style={{ width: 320 }}>
      <Typography.Text type="secondary">Baseline period (empty: the last 28 factory days of the active operation)</Typography.Text>
      <DatePicker.RangePicker aria-label="Baseline period" value={period} onChange={(next) => setPeriod(next)} />
      <Input aria-label="Reason" placeholder="Reason" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      <Button type="primary" loading={recompute.isPending} onClick={() => recompute.mutate()}>
        Recompute
      </Button>
    </Flex>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" content={form} title="Recompute control limits">
      <Button>Recompute limits</Button>
    </Popover>
  );
};

/** The rules the parameter evaluates, switchable one by one. */
const Rules = ({ code, rules, editable }: { code: string; rules: readonly SpcRule[]; editable: boolean }) => {
  const { message } = App.useApp();
  const save = useFormMutation({
    write: (next: SpcRule[]) => setSpcRules(code, { rules: next }),
    invalidates: ['getSpcChart', 'getParameterHistory'],
    onSuccess: (result) => void message.success(result.message),
  });
  return (
    <Checkbox.Group<SpcRule>
      aria-label="SPC rules"
      disabled={!editable || save.isPending}
      value={[...rules]}
      onChange={(next) => save.mutate(next)}
      options={SPC_RULES.map((rule) => ({ value: rule, label: <span title={SPC_RULE_NAMES[rule]}>{rule}</span> }))}
    />
  );
};

/** The limits in force and, for whoever maintains the site's parameters, the recompute and the rule switches. */
export const SpcSettings = ({ chart, editable, shown }: { chart: SpcChartDto; editable: boolean; shown: (v: number) => string }) => {
  const { limits } = chart;
  return (
    <Flex vertical gap={8}>
      <Space wrap size="large">
        {limits ? (
          <Typography.Text data-testid="spc-limits">
            Centre {shown(limits.centre)} · σ {shown(limits.sigma)} · baseline {limits.from} to {limits.to} ({limits.count} values, by{' '}
            {limits.by})
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">No control limits yet: recompute them from a baseline of the values.</Typography.Text>
        )}
        {editable ? <Recompute code={chart.code} /> : null}
      </Space>
      <Space wrap>
        <Typography.Text type="secondary">Rules (Western Electric 1–4, Nelson 5–8):</Typography.Text>
        <Rules code={chart.code} rules={chart.rules} editable={editable} />
      </Space>
    </Flex>
  );
};
