import { Alert } from 'antd';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

/**
 * On an hourly grid: the cells of the date that automatic capture left alone because a person's value is
 * in them, for the codes the screen shows. Nothing when there are none (or the read fails:
 * the grid does not depend on it).
 */
export const CaptureConflicts = ({ date, codes }: { date: string; codes: readonly string[] }) => {
  const conflicts = useRouteQuery('captureConflicts', { params: { date } });
  const shown = (conflicts.data ?? []).filter((c) => codes.includes(c.CODE));
  if (shown.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 8 }}
      data-testid="capture-conflicts"
      title="Automatic capture left these cells as a person entered them"
      description={shown
        .map((c) => `${c.CODE} hour ${c.HOUR}: ${c.ENTERED === null ? 'emptied' : `entered ${c.ENTERED}`}, the readings give ${c.CAPTURED}`)
        .join('; ')}
    />
  );
};
