import { HistoryOutlined } from '@ant-design/icons';
import type { CcfView } from '@ftr/contracts';
import { Button, Descriptions, Space, type DescriptionsProps } from 'antd';
import { Link } from 'react-router-dom';
import { CcfStatusTag } from '../../components/CcfStatusTag.tsx';
import { factorySlotText, instantText } from '../../../../format/time.ts';
import { SignatureLine } from '../../../../features/signatures/SignatureLine.tsx';

interface Props {
  ccf: CcfView;
  /** Users with PARAMETERS get a link to the parameter's data view. */
  linkParameter: boolean;
  /** Opens the audit trail of the parameter at a factory date and hour. */
  onHistory: (cell: { date: string; hour: number }) => void;
}

const limit = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : String(value));

/** Spec 3 "CCF detail": the CCF, its analysis limits, who raised it and how it ended. */
export const CcfDescriptions = ({ ccf, linkParameter, onHistory }: Props) => {
  const code = linkParameter ? (
    <Link to={`/parameter/${ccf.SITE}/${encodeURIComponent(ccf.PARAMETER)}`}>{ccf.PARAMETER}</Link>
  ) : (
    ccf.PARAMETER
  );
  const items: DescriptionsProps['items'] = [
    {
      key: 'parameter',
      label: 'Parameter',
      span: 2,
      children: (
        <Space wrap>
          {code}
          <span>{ccf.PARAMETER_TITLE}</span>
          {ccf.UNITS ? <span>({ccf.UNITS})</span> : null}
        </Space>
      ),
    },
    { key: 'operation', label: 'Operation', children: ccf.OPERATION },
    { key: 'status', label: 'Status', children: <CcfStatusTag ccf={ccf} /> },
    { key: 'type', label: 'Type', children: ccf.TYPE?.name ?? '—' },
    { key: 'analysis', label: 'Analysis', children: ccf.ANALYSIS?.name ?? '—' },
    { key: 'lowAbs', label: 'Low Absolute', children: limit(ccf.ANALYSIS?.low_absolute) },
    { key: 'lowTrigger', label: 'Low Trigger', children: limit(ccf.ANALYSIS?.low_trigger) },
    { key: 'highTrigger', label: 'High Trigger', children: limit(ccf.ANALYSIS?.high_trigger) },
    { key: 'highAbs', label: 'High Absolute', children: limit(ccf.ANALYSIS?.high_absolute) },
    { key: 'raisedBy', label: 'Raised By', children: ccf.RAISED_BY },
    { key: 'raisedFrom', label: 'Raised From', children: ccf.RAISED_FROM },
    { key: 'raisedAt', label: 'Raised At', children: instantText(ccf.RAISED_AT) },
  ];
  if (ccf.DATE !== null && ccf.HOUR !== null) {
    const cell = { date: ccf.DATE, hour: ccf.HOUR };
    items.push({
      key: 'value',
      label: 'Raising Value',
      span: 2,
      children: (
        <Space wrap>
          <span data-testid="ccf-raising-value">
            {factorySlotText(ccf.DATE, ccf.HOUR)}: {ccf.VALUE ?? '—'}
          </span>
          <Button size="small" icon={<HistoryOutlined />} onClick={() => onHistory(cell)}>
            History
          </Button>
        </Space>
      ),
    });
  }
  if (ccf.ENDED_AT) {
    items.push(
      { key: 'endedAt', label: 'Pending Close At', children: instantText(ccf.ENDED_AT) },
      { key: 'endedBy', label: 'Pending Close By', children: ccf.ENDED_BY ?? '' },
    );
  }
  if (ccf.CLOSED_AT) {
    items.push(
      { key: 'closedAt', label: 'Closed At', children: instantText(ccf.CLOSED_AT) },
      { key: 'closedBy', label: 'Closed By', children: ccf.CLOSED_BY ?? '' },
      ...(ccf.CLOSE_SIGNATURE
        ? [{ key: 'signature', label: 'Signature', children: <SignatureLine signature={ccf.CLOSE_SIGNATURE} /> }]
        : []),
    );
  }
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3, xxl: 4 }} items={items} data-testid="ccf-details" />;
};
