import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEMO_SEQUENCE_ROWS, sequenceSum, type SequenceRow } from '@ftr/contracts';
import { Button, Card, InputNumber, Space, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../layout/PageTitle.tsx';

interface Row extends SequenceRow {
  key: number;
}

const startingRows = (): Row[] => DEMO_SEQUENCE_ROWS.map((row, i) => ({ ...row, key: i + 1 }));

/**
 * Spec 3 §2 /help/functions, the Standard Functions page: the add/subtract function explained, with a
 * demo calculator. The sum is the contract's sequenceSum, the function recalculation uses.
 */
const FunctionsHelpPage = () => {
  const [rows, setRows] = useState<Row[]>(startingRows);
  const nextKey = useRef(DEMO_SEQUENCE_ROWS.length + 1);

  const update = (key: number, change: Partial<SequenceRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => setRows((current) => [...current, { key: nextKey.current++, sequence: null, value: null }]);
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const columns: TableColumnsType<Row> = [
    {
      title: 'Sequence',
      key: 'sequence',
      render: (_v, row, index) => (
        <InputNumber
          aria-label={`Sequence ${index + 1}`}
          value={row.sequence}
          precision={0}
          onChange={(value) => update(row.key, { sequence: value })}
        />
      ),
    },
    {
      title: 'Value',
      key: 'value',
      render: (_v, row, index) => (
        <InputNumber aria-label={`Value ${index + 1}`} value={row.value} onChange={(value) => update(row.key, { value })} />
      ),
    },
    {
      title: '',
      key: 'remove',
      width: 56,
      render: (_v, row, index) => (
        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Remove row ${index + 1}`} onClick={() => remove(row.key)} />
      ),
    },
  ];

  return (
    <>
      <PageTitle page="Standard Functions" />
      <Typography.Title level={2}>Standard Functions</Typography.Title>
      <Typography.Paragraph>
        A calculated parameter lists its inputs, each with a sequence number. The add/subtract function gives the sum of the inputs with a
        positive sequence minus the sum of the inputs with a negative sequence; an input with sequence 0 takes no part. Try it below: change
        the sequences and values, or add and remove rows.
      </Typography.Paragraph>
      <Card style={{ maxWidth: 520 }}>
        <Table<Row> rowKey="key" columns={columns} dataSource={rows} pagination={false} size="small" />
        <Space style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }}>
          <Button icon={<PlusOutlined />} onClick={add}>
            Add Row
          </Button>
          <Statistic title="Result" value={sequenceSum(rows)} data-testid="functions-result" />
        </Space>
      </Card>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        <Link to="/help">Back to Help</Link>
      </Typography.Paragraph>
    </>
  );
};

export default FunctionsHelpPage;
