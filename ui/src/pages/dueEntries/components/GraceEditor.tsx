import { GRACE_MINUTES_MAX } from '@ftr/contracts';
import { App, Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { DUE_READS, setGrace } from '../service.ts';

/** A maintainer's grace time of one screen: minutes after the hour before its empty cells count as missing. */
export const GraceEditor = ({ screenId, minutes }: { screenId: number; minutes: number }) => {
  const [value, setValue] = useState<number | null>(minutes);
  const { message } = App.useApp();
  const save = useFormMutation({
    write: (next: number) => setGrace(screenId, next),
    invalidates: DUE_READS,
    onSuccess: (result) => void message.success(result.message),
  });
  return (
    <Space.Compact size="small">
      <InputNumber
        aria-label="Grace time (minutes)"
        min={0}
        max={GRACE_MINUTES_MAX}
        precision={0}
        value={value}
        onChange={setValue}
        suffix="min"
        style={{ width: 100 }}
      />
      <Button disabled={value === null || value === minutes} loading={save.isPending} onClick={() => value !== null && save.mutate(value)}>
        Save
      </Button>
    </Space.Compact>
  );
};
