import type { TagReadingDto } from '@ftr/contracts';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/** Spec 3 §3 Process tag reading, one row per reading (TIMESTAMP shown in the browser's local time). */
export const readingColumns: ColumnsType<TagReadingDto> = [
  { title: 'Tag Name', dataIndex: 'TAGNAME', key: 'TAGNAME' },
  { title: 'Code', dataIndex: 'CODE', key: 'CODE', render: (code: string | null) => code ?? '—' },
  {
    title: 'Timestamp',
    dataIndex: 'TIMESTAMP',
    key: 'TIMESTAMP',
    render: (instant: string) => new Date(instant).toLocaleString('en-GB'),
  },
  { title: 'Value', dataIndex: 'VALUE', key: 'VALUE', align: 'right' },
  { title: 'Retrieval Type', dataIndex: 'RETRIEVAL_TYPE', key: 'RETRIEVAL_TYPE' },
  { title: 'Retrieval Interval', dataIndex: 'RETRIEVAL_INTERVAL', key: 'RETRIEVAL_INTERVAL', align: 'right' },
  {
    title: 'Loaded',
    dataIndex: 'LOADED',
    key: 'LOADED',
    render: (loaded: 'Y' | 'N') => (loaded === 'Y' ? <Tag color="green">Y</Tag> : <Tag>N</Tag>),
  },
];
