import type { AuditRow } from '@ftr/contracts';
import { Tag, type TableColumnsType } from 'antd';

const KIND_TEXT: Record<AuditRow['kind'], { text: string; color: string }> = {
  Insert: { text: 'Entered', color: 'green' },
  Update: { text: 'Corrected', color: 'blue' },
  Delete: { text: 'Deleted', color: 'red' },
  RECALCULATED: { text: 'Recalculated', color: 'purple' },
};

const SOURCE_TEXT: Record<AuditRow['source'], string> = { DATAENTRY: 'Data entry', RECALCULATION: 'Recalculation', CCF: 'CCF' };

const when = (iso: string): string => new Date(iso).toLocaleString('en-GB', { timeZone: 'Europe/London' });
const shown = (value: number | null): string => (value === null ? '—' : String(value));

/** A row's key: its event position and hour (one event changes a code's hours of one date). */
export const rowKey = (row: AuditRow): string => `${row.position}:${row.hour}`;

export const trailColumns: TableColumnsType<AuditRow> = [
  { title: 'When', dataIndex: 'at', width: 170, render: (at: string) => when(at) },
  { title: 'User', dataIndex: 'user', width: 130 },
  { title: 'Date', dataIndex: 'date', width: 105 },
  { title: 'Hour', dataIndex: 'hour', width: 60 },
  { title: 'Operation', dataIndex: 'operation', width: 100 },
  { title: 'Change', dataIndex: 'kind', width: 110, render: (kind: AuditRow['kind']) => <Tag color={KIND_TEXT[kind].color}>{KIND_TEXT[kind].text}</Tag> },
  { title: 'Old value', dataIndex: 'previous', width: 90, align: 'right', render: shown },
  { title: 'New value', dataIndex: 'value', width: 90, align: 'right', render: shown },
  { title: 'Source', dataIndex: 'source', width: 110, render: (s: AuditRow['source']) => SOURCE_TEXT[s] },
  {
    title: 'Submission / job',
    key: 'ref',
    width: 120,
    ellipsis: true,
    render: (_: unknown, row: AuditRow) => <span title={row.submissionId ?? row.jobId ?? ''}>{(row.submissionId ?? row.jobId ?? '').slice(0, 8)}</span>,
  },
  { title: 'Reason', dataIndex: 'reason', render: (reason: string | null) => reason ?? '' },
];
