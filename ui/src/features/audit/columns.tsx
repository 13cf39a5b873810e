import type { AuditRow } from '@ftr/contracts';
import { Tag, type TableColumnsType } from 'antd';
import { factoryHourText, factoryHourTitle, instantText } from '../../format/time.ts';
import { withUnit } from '../../format/units.ts';
import { formatCellValue } from '../values/cellText.ts';
import { SignatureLine } from '../signatures/SignatureLine.tsx';

const KIND_TEXT: Record<AuditRow['kind'], { text: string; color: string }> = {
  Insert: { text: 'Entered', color: 'green' },
  Update: { text: 'Corrected', color: 'blue' },
  Delete: { text: 'Deleted', color: 'red' },
  RECALCULATED: { text: 'Recalculated', color: 'purple' },
  RULE_BROKEN: { text: 'Rule broken', color: 'orange' },
};

export const SOURCE_TEXT: Record<AuditRow['source'], string> = {
  DATAENTRY: 'Data entry',
  RECALCULATION: 'Recalculation',
  CCF: 'CCF',
  PROCESS_TAG: 'Process tag',
  SPC: 'SPC rule monitor',
};

/** A row's key: its event position and hour (one event changes a code's hours of one date). */
export const rowKey = (row: AuditRow): string => `${row.position}:${row.hour}`;

/**
 * The trail's columns, values at the parameter's display precision and their headings with its unit when
 * given. Fixed widths (about 1,000 px before the reason); a user name wraps rather than being cut; the
 * submission or job is its first 8 characters (the whole id on hover) and a long reason ends in an
 * ellipsis with the whole text on hover.
 */
export const trailColumns = (precision: number | null = null, units: string | null = null): TableColumnsType<AuditRow> => {
  const shown = (value: number | null): string => (value === null ? '—' : formatCellValue(value, precision));
  return [
    { title: 'When', dataIndex: 'at', width: 160, render: (at: string) => instantText(at) },
    {
      title: 'User',
      dataIndex: 'user',
      width: 110,
      render: (user: string) => (
        <span className="audit-user" title={user}>
          {user}
        </span>
      ),
    },
    { title: <span title="Factory date">Date</span>, dataIndex: 'date', width: 100 },
    {
      title: 'Hour',
      dataIndex: 'hour',
      width: 96,
      render: (hour: number, row: AuditRow) => <span title={factoryHourTitle(row.date, hour)}>{factoryHourText(row.date, hour)}</span>,
    },
    { title: 'Operation', dataIndex: 'operation', width: 92 },
    {
      title: 'Change',
      dataIndex: 'kind',
      width: 108,
      render: (kind: AuditRow['kind']) => <Tag color={KIND_TEXT[kind].color}>{KIND_TEXT[kind].text}</Tag>,
    },
    { title: withUnit('Old value', units), dataIndex: 'previous', width: 92, align: 'right', render: shown },
    { title: withUnit('New value', units), dataIndex: 'value', width: 92, align: 'right', render: shown },
    { title: 'Source', dataIndex: 'source', width: 108, render: (s: AuditRow['source']) => SOURCE_TEXT[s] },
    {
      title: <span title="The submission or recalculation job (first 8 characters; the whole id on hover)">Submission</span>,
      key: 'ref',
      width: 96,
      render: (_: unknown, row: AuditRow) => (
        <span title={row.submissionId ?? row.jobId ?? ''}>{(row.submissionId ?? row.jobId ?? '').slice(0, 8)}</span>
      ),
    },
    {
      title: 'Reason',
      dataIndex: 'reason',
      ellipsis: true,
      render: (reason: string | null) => <span title={reason ?? ''}>{reason ?? ''}</span>,
    },
    { title: 'Signature', key: 'signature', render: (_: unknown, row: AuditRow) => <SignatureLine signature={row.signature} /> },
  ];
};

/** Alternate shades per change set (the rows of one event), so a set reads as one block. */
export const setShading = (rows: readonly AuditRow[]) => {
  const shadeOf = new Map<string, number>();
  for (const row of rows) if (!shadeOf.has(row.position)) shadeOf.set(row.position, shadeOf.size % 2);
  return (row: AuditRow): string => (shadeOf.get(row.position) === 1 ? 'audit-set-alt' : 'audit-set');
};
