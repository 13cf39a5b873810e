import { SCREEN_TYPE_NAMES, type DueScreenDto, type OperationDto } from '@ftr/contracts';
import { Card, Empty, Flex, Statistic, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useDueBoard } from '../../features/dueEntries/useDueBoard.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom, userHasFlag } from '../../session/atoms.ts';
import { AlertSettings } from './components/AlertSettings.tsx';
import { GraceEditor } from './components/GraceEditor.tsx';
import { MissingCells } from './components/MissingCells.tsx';

const gridLinkOf = (operations: readonly OperationDto[], screen: DueScreenDto) => (date: string) => {
  const operation = operations.find((op) => op.START_DATE <= date && date <= op.END_DATE);
  return operation ? `/dataentry/${screen.ID}/${encodeURIComponent(operation.OPTN_CODE)}/${screen.SCREEN_TYPE}/${date}/END` : null;
};

/** /dataentry/due: the site's screens with cells due and still empty, today and over the last 7 factory days, worst first; live. */
const DueEntriesPage = () => {
  const claims = useAtomValue(claimsAtom);
  const board = useDueBoard();
  const { data: operations } = useRouteQuery('listOperations', {});
  const maintainer = userHasFlag(claims, 'MAINTAIN_DATA_SCREENS');
  const siteOperations = (operations ?? []).filter((op) => op.SITE === board?.SITE);
  const columns = [
    { title: 'Screen', dataIndex: 'DESCRIPTION', key: 'screen' },
    { title: 'Type', key: 'type', render: (_: unknown, s: DueScreenDto) => SCREEN_TYPE_NAMES[s.SCREEN_TYPE] },
    { title: 'Missing today', dataIndex: 'MISSING_NOW', key: 'now', align: 'right' as const },
    { title: 'Missing (7 days)', dataIndex: 'MISSING_WEEK', key: 'week', align: 'right' as const },
    {
      title: 'Grace time',
      key: 'grace',
      render: (_: unknown, s: DueScreenDto) =>
        maintainer ? <GraceEditor screenId={s.ID} minutes={s.GRACE_MINUTES} /> : `${s.GRACE_MINUTES} min`,
    },
  ];
  return (
    <>
      <PageTitle page="Due Entries" />
      <Typography.Title level={2}>Due Entries</Typography.Title>
      <Typography.Paragraph type="secondary">
        Cells of data-entry screens that should have been entered (the hour has ended, plus the screen&apos;s grace time) and are still
        empty.
      </Typography.Paragraph>
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Card size="small">
          <Statistic title="Missing today" value={board?.TOTAL_NOW ?? 0} loading={!board} />
        </Card>
        <Card size="small">
          <Statistic title={board ? `Missing since ${board.FROM}` : 'Missing (7 days)'} value={board?.TOTAL_WEEK ?? 0} loading={!board} />
        </Card>
      </Flex>
      {board ? (
        <Card size="small" style={{ marginBottom: 16 }}>
          <AlertSettings site={board.SITE} />
        </Card>
      ) : null}
      <Table<DueScreenDto>
        rowKey="ID"
        data-testid="due-board"
        columns={columns}
        dataSource={board?.SCREENS ?? []}
        loading={!board}
        pagination={false}
        size="middle"
        locale={{ emptyText: <Empty description="Nothing is missing" /> }}
        expandable={{
          expandedRowRender: (screen) => <MissingCells screen={screen} gridLink={gridLinkOf(siteOperations, screen)} />,
          rowExpandable: () => true,
        }}
      />
    </>
  );
};

export default DueEntriesPage;
