import { DeleteOutlined } from '@ant-design/icons';
import type { CcfAnalysisDto, CcfTypeDto } from '@ftr/contracts';
import { Button, Typography, type TableColumnsType } from 'antd';

interface Actions<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

const codeLink =
  <T extends { code: string }>(onEdit: (item: T) => void) =>
  (code: string, item: T) => <Typography.Link onClick={() => onEdit(item)}>{code}</Typography.Link>;

const deleteButton = <T extends { code: string; name: string }>(onDelete: (item: T) => void) => ({
  key: 'delete',
  width: 64,
  align: 'center' as const,
  render: (_: unknown, item: T) => (
    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${item.name}`} onClick={() => onDelete(item)} />
  ),
});

/** Spec 3 §2: CCF Types table (code, name, delete); the code opens the type for renaming. */
export const typeColumns = ({ onEdit, onDelete }: Actions<CcfTypeDto>): TableColumnsType<CcfTypeDto> => [
  { title: 'Code', dataIndex: 'code', width: 100, render: codeLink(onEdit) },
  { title: 'Name', dataIndex: 'name' },
  deleteButton(onDelete),
];

const limit = (title: string, dataIndex: keyof CcfAnalysisDto) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: (value: number | null) => value ?? '',
});

/** Spec 3 §2: CCF Analysis table (code as a link to edit, name, CCF type name, the four limits, delete). */
export const analysisColumns = ({ onEdit, onDelete }: Actions<CcfAnalysisDto>): TableColumnsType<CcfAnalysisDto> => [
  { title: 'Code', dataIndex: 'code', width: 120, render: codeLink(onEdit) },
  { title: 'Name', dataIndex: 'name' },
  { title: 'CCF Type', key: 'type', render: (_: unknown, analysis) => analysis.type.name },
  limit('Low Abs', 'low_abs'),
  limit('Low Trigger', 'low_trigger'),
  limit('High Trigger', 'high_trigger'),
  limit('High Abs', 'high_abs'),
  deleteButton(onDelete),
];
