import { Card, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TAG_PAGE_SIZE } from '@ftr/contracts';

export interface SearchCardProps<Row> {
  /** 'phd' or 'iwb': names the card's test ids. */
  id: string;
  title: string;
  names: readonly string[];
  namesLoading: boolean;
  chosen: string | null;
  onChoose: (name: string | null) => void;
  rows: readonly Row[];
  rowsLoading: boolean;
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string;
}

/** One search of /processtags: the site's distinct names in a searchable list; the chosen one's readings, 16 rows a page. */
export const SearchCard = <Row extends object>(props: SearchCardProps<Row>) => {
  const { id, title, names, chosen, onChoose } = props;
  return (
    <Card title={title} data-testid={`tags-${id}`} style={{ marginBottom: 24 }}>
      <Select
        showSearch
        allowClear
        placeholder="Search by tag name"
        value={chosen}
        onChange={(value: string | undefined) => onChoose(value ?? null)}
        loading={props.namesLoading}
        options={names.map((name) => ({ value: name, label: name, title: name }))}
        notFoundContent="No tags"
        style={{ width: 360, marginBottom: 12 }}
        data-testid={`tag-select-${id}`}
      />
      <Table<Row>
        rowKey={props.rowKey}
        columns={props.columns}
        dataSource={chosen === null ? [] : props.rows}
        loading={props.rowsLoading}
        pagination={{ pageSize: TAG_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: false }}
        locale={{ emptyText: chosen === null ? 'Choose a tag to see its readings' : 'No readings' }}
        size="small"
        data-testid={`tag-readings-${id}`}
      />
    </Card>
  );
};
