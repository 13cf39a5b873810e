import type { TagReadingDto, WeighbridgeReadingDto } from '@ftr/contracts';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { instantText } from '../../../format/time.ts';

// Instants on the plant's clock, as every other table shows them (format/time.ts), not the browser's zone.
const localTime = (instant: string) => instantText(instant);
const loadedTag = (loaded: 'Y' | 'N') => (loaded === 'Y' ? <Tag color="green">Y</Tag> : <Tag>N</Tag>);
const orDash = (text: string | null | undefined) => text ?? '—';

/** The spec's Process tag reading, one row per reading (TIMESTAMP shown on the plant's clock). */
export const readingColumns: ColumnsType<TagReadingDto> = [
  { title: 'Tag Name', dataIndex: 'TAGNAME', key: 'TAGNAME' },
  { title: 'Code', dataIndex: 'CODE', key: 'CODE', render: orDash },
  { title: 'Timestamp', dataIndex: 'TIMESTAMP', key: 'TIMESTAMP', render: localTime },
  { title: 'Value', dataIndex: 'VALUE', key: 'VALUE', align: 'right' },
  { title: 'Retrieval Type', dataIndex: 'RETRIEVAL_TYPE', key: 'RETRIEVAL_TYPE' },
  { title: 'Retrieval Interval', dataIndex: 'RETRIEVAL_INTERVAL', key: 'RETRIEVAL_INTERVAL', align: 'right' },
  { title: 'Loaded', dataIndex: 'LOADED', key: 'LOADED', render: loadedTag },
];

/** The spec's Product weighbridge reading, one row per ticket (its time only when the answer gives it). */
export const ticketColumns: ColumnsType<WeighbridgeReadingDto> = [
  { title: 'Product Code', dataIndex: 'PRODUCT_CODE', key: 'PRODUCT_CODE' },
  { title: 'Product Name', dataIndex: 'PRODUCT_NAME', key: 'PRODUCT_NAME', render: orDash },
  { title: 'Code', dataIndex: 'CODE', key: 'CODE', render: orDash },
  { title: 'Day Ending', dataIndex: 'DAY_ENDING', key: 'DAY_ENDING' },
  { title: 'Time', dataIndex: 'TIMESTAMP', key: 'TIMESTAMP', render: (instant?: string) => (instant ? localTime(instant) : '—') },
  { title: 'Net Weight', dataIndex: 'NET_WEIGHT', key: 'NET_WEIGHT', align: 'right' },
  { title: 'Loaded', dataIndex: 'LOADED', key: 'LOADED', render: loadedTag },
];

/** A ticket's row key: its instant when given, else its day and weight. */
export const ticketKey = (t: WeighbridgeReadingDto): string => `${t.PRODUCT_CODE}|${t.TIMESTAMP ?? t.DAY_ENDING}|${String(t.NET_WEIGHT)}`;
