import { DATA_MESSAGES, isCentralOffice, type DataScreenDto } from '@ftr/contracts';
import { Button, Card, Empty, Flex, Form, Result, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { DateSelect } from './components/DateSelect.tsx';
import { OperationSelect } from './components/OperationSelect.tsx';
import { ScreenSelect } from './components/ScreenSelect.tsx';
import { gridPath } from './paths.ts';
import { WaitingGrids } from '../../features/offlineEntry/WaitingGrids.tsx';
import { waitingGridLink } from './components/waitingGridLink.tsx';
import { useGridSettings } from './useGridSettings.ts';
import { useSelectorData } from './useSelectorData.ts';

/**
 * /dataentry: pick a screen, an operation (the active one by default) and a factory date (today by
 * default), then open the grid. Choosing a screen opens it straight away. The central office has no data entry.
 */
const DataEntryStartPage = () => {
  const claims = useAtomValue(claimsAtom);
  const centralOffice = claims !== null && isCentralOffice(claims.site);
  const { screens, favourites, operations, operationsLoaded } = useSelectorData(!centralOffice);
  const today = useFactoryToday();
  const [settings] = useGridSettings();
  const navigate = useNavigate();
  const [operation, setOperation] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [screen, setScreen] = useState<DataScreenDto | null>(null);

  const active = operations.find((op) => op.STATUS === 'Active') ?? operations[0];
  const chosenOperation = operation ?? active?.OPTN_CODE ?? null;
  const chosenDate = date ?? today;

  const open = (target: DataScreenDto | null) => {
    if (!target || !chosenOperation) return;
    void navigate(
      gridPath({
        screenId: target.ID,
        operation: chosenOperation,
        type: target.SCREEN_TYPE,
        date: chosenDate,
        hourMode: settings.hourMode,
      }),
    );
  };

  if (centralOffice) {
    return (
      <>
        <PageTitle page="Data Entry" />
        <Result status="info" title="Data Entry" subTitle={DATA_MESSAGES.centralOffice} />
      </>
    );
  }

  return (
    <>
      <PageTitle page="Data Entry" />
      <Typography.Title level={2}>Data Entry</Typography.Title>
      {claims ? <WaitingGrids user={claims.sub} site={claims.site} linkTo={waitingGridLink(screens, settings.hourMode)} /> : null}
      <Card style={{ maxWidth: 560 }}>
        {operationsLoaded && operations.length === 0 ? (
          <Empty description="This site has no operations yet: create one before entering data" />
        ) : (
          <Form layout="vertical" onFinish={() => open(screen)}>
            <Form.Item label="Operation">
              <OperationSelect operations={operations} value={chosenOperation} onChange={setOperation} />
            </Form.Item>
            <Form.Item label="Date">
              <DateSelect value={chosenDate} onChange={setDate} />
            </Form.Item>
            <Form.Item label="Screen">
              <ScreenSelect
                screens={screens}
                favourites={favourites}
                value={screen?.ID ?? null}
                onChange={(picked) => {
                  setScreen(picked);
                  open(picked);
                }}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Flex justify="end">
              <Button type="primary" htmlType="submit" disabled={!screen || !chosenOperation}>
                Open
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
    </>
  );
};

export default DataEntryStartPage;
