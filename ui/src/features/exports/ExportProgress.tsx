import { Button, Flex, Progress, Typography } from 'antd';
import type { ExportRun } from './useExportRun.ts';

/** While a run goes on: its progress once the server reports it, and Cancel. */
export const ExportProgressBar = ({ run, label }: { run: ExportRun; label: string }) => {
  if (!run.running) return null;
  const percent = run.progress && run.progress.total > 0 ? Math.floor((100 * run.progress.done) / run.progress.total) : null;
  return (
    <Flex align="center" gap={12} data-testid="export-progress" style={{ marginTop: 12, maxWidth: 520 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {percent !== null && <Progress percent={percent} size="small" style={{ flex: 1, margin: 0 }} />}
      <Button size="small" onClick={run.cancel}>
        Cancel
      </Button>
    </Flex>
  );
};
