import { hasFlag, type Site } from '@ftr/contracts';
import { Card, Skeleton } from 'antd';
import { useAtomValue } from 'jotai';
import { useReportError } from '../../../api/errors.ts';
import { formatCellValue } from '../../../features/values/cellText.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { claimsAtom } from '../../../session/atoms.ts';
import SpcChart from './SpcChart.tsx';
import { SpcSettings } from './SpcSettings.tsx';

interface Props {
  site: string;
  code: string;
  from: string;
  to: string;
  precision: number;
}

/**
 * Statistical process control of a measured parameter on its data view (docs/spc.md), shown when the
 * period holds values (the page's one empty state speaks otherwise): the limits, the
 * rules and the control chart over the page's period. Loaded on demand with the charts library. Limits
 * and rules are changed at the user's own site by those who maintain parameters (the server decides; a
 * session that does not carry its write access is offered the controls and refused there if it must be).
 */
const SpcPanel = ({ site, code, from, to, precision }: Props) => {
  const reportError = useReportError();
  const claims = useAtomValue(claimsAtom);
  const read = useRouteQuery('getSpcChart', { params: { site: site as Site, code }, query: { from, to } }, { onError: reportError });
  const editable = claims !== null && claims.site === site && hasFlag(claims.flags, 'PARAMETERS') && claims.writeAccess !== 0;
  const shown = (value: number) => formatCellValue(value, Math.max(precision, 2));
  const chart = read.data;
  return (
    <Card size="small" title="Control chart (SPC)" data-testid="spc-panel">
      {!chart ? (
        <Skeleton active />
      ) : (
        <>
          <SpcSettings chart={chart} editable={editable} shown={shown} />
          {chart.points.length > 0 ? <SpcChart chart={chart} precision={precision} /> : null}
        </>
      )}
    </Card>
  );
};

export default SpcPanel;
