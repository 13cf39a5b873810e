import { DeleteOutlined } from '@ant-design/icons';
import { REPORT_TYPE_NAMES, type ReportDefinitionDto } from '@ftr/contracts';
import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { instantText } from '../../format/time.ts';

interface Props {
  definitions: readonly ReportDefinitionDto[];
  loading: boolean;
  /** /report/manage or /datagrabber/manage: each name links to its manage screen below it. */
  basePath: string;
  onArchive: (definition: ReportDefinitionDto) => void;
  /** Whether the user may change (and so archive) a row. */
  mayChange: (definition: ReportDefinitionDto) => boolean;
  testId: string;
  /** What an empty list says (and the first thing to do). */
  emptyText: ReactNode;
}

/** Spec 2 §2: the list of reports or grabbers: name, category, last updated, updated by and archive. */
export const DefinitionTable = ({ definitions, loading, basePath, onArchive, mayChange, testId, emptyText }: Props) => {
  const columns: TableColumnsType<ReportDefinitionDto> = [
    {
      title: 'Name',
      dataIndex: 'REPORT_NAME',
      key: 'name',
      render: (name: string, d) => <Link to={`${basePath}/${d.ID}`}>{name}</Link>,
    },
    { title: 'Category', dataIndex: 'CATEGORY', key: 'category', render: (c: string | null) => c ?? '' },
    { title: 'Sharing', dataIndex: 'REPORT_TYPE', key: 'sharing', render: (t: ReportDefinitionDto['REPORT_TYPE']) => REPORT_TYPE_NAMES[t] },
    { title: 'Parameters', dataIndex: 'PARAMETER_COUNT', key: 'count', width: 110 },
    { title: 'Last Updated', dataIndex: 'LAST_UPDATED_DTS', key: 'updated', render: (v: string) => instantText(v) },
    { title: 'Updated By', dataIndex: 'LAST_UPDATED_BY', key: 'by' },
    {
      title: '',
      key: 'archive',
      width: 60,
      render: (_v, d) =>
        mayChange(d) && (
          <Popconfirm title={`Archive ${d.REPORT_NAME}?`} okText="Yes" cancelText="No" onConfirm={() => onArchive(d)}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Archive ${d.REPORT_NAME}`} />
          </Popconfirm>
        ),
    },
  ];
  return (
    <Table<ReportDefinitionDto>
      rowKey="ID"
      columns={columns}
      dataSource={[...definitions]}
      loading={loading}
      pagination={{ pageSize: 12, showSizeChanger: false, hideOnSinglePage: true }}
      size="middle"
      locale={{ emptyText }}
      data-testid={testId}
    />
  );
};
