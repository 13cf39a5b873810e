import type { CcfView } from '@ftr/contracts';
import { Button, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { canDelete } from '../rules.ts';
import { instantText } from '../../../format/time.ts';
import { CcfStatusTag } from './CcfStatusTag.tsx';
import { SignatureLine } from '../../../features/signatures/SignatureLine.tsx';

export const ccfPath = (ccf: Pick<CcfView, 'ID' | 'PARAMETER'>): string =>
  `/ccf/${encodeURIComponent(ccf.ID)}/${encodeURIComponent(ccf.PARAMETER)}`;

interface Options {
  /** Users with maintain CCF may delete closed CCFs from the list. */
  maintain: boolean;
  onDelete: (ccf: CcfView) => void;
}

/** Spec 3 "CCF list": the columns of the site's CCFs. */
export const ccfColumns = ({ maintain, onDelete }: Options): TableColumnsType<CcfView> => [
  {
    title: 'Parameter',
    key: 'parameter',
    render: (_: unknown, ccf) => (
      <>
        <Link to={ccfPath(ccf)}>{ccf.PARAMETER}</Link>
        <div style={{ fontSize: 12, opacity: 0.7 }}>{ccf.PARAMETER_TITLE}</div>
      </>
    ),
  },
  { title: 'Operation', dataIndex: 'OPERATION', key: 'operation' },
  { title: 'Type', key: 'type', render: (_: unknown, ccf) => ccf.TYPE?.name ?? '' },
  { title: 'Analysis', key: 'analysis', render: (_: unknown, ccf) => ccf.ANALYSIS?.name ?? '' },
  { title: 'Status', key: 'status', render: (_: unknown, ccf) => <CcfStatusTag ccf={ccf} /> },
  { title: 'Raised By', dataIndex: 'RAISED_BY', key: 'raisedBy' },
  { title: 'Raised From', dataIndex: 'RAISED_FROM', key: 'raisedFrom' },
  { title: 'Raised At', dataIndex: 'RAISED_AT', key: 'raisedAt', render: instantText },
  { title: 'Closed At', dataIndex: 'CLOSED_AT', key: 'closedAt', render: instantText },
  { title: 'Closed By', dataIndex: 'CLOSED_BY', key: 'closedBy', render: (by: string | null) => by ?? '' },
  { title: 'Signature', key: 'signature', render: (_: unknown, ccf) => <SignatureLine signature={ccf.CLOSE_SIGNATURE} /> },
  ...(maintain
    ? [
        {
          title: '',
          key: 'actions',
          render: (_: unknown, ccf: CcfView) =>
            canDelete(ccf, maintain) ? (
              <Button type="link" size="small" danger onClick={() => onDelete(ccf)}>
                Delete
              </Button>
            ) : null,
        },
      ]
    : []),
];
