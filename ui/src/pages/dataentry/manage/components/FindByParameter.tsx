import { DATA_SCREEN_MESSAGES, MESSAGES, MANAGE_SCREENS_PAGE_SIZE, MemberCode, type DataScreenDto } from '@ftr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useReportError } from '../../../../api/errors.ts';
import { routeQuery } from '../../../../query/useRouteQuery.ts';
import { screenColumns } from './columns.tsx';

/**
 * Spec 1 §2 'Find by Parameter': the screens that contain a code. Duplicating from these results is
 * not offered yet: it shows the info 'Coming Soon...'.
 */
export const FindByParameter = () => {
  const [code, setCode] = useState('');
  const [results, setResults] = useState<{ code: string; screens: DataScreenDto[] } | null>(null);
  const [searching, setSearching] = useState(false);
  const { message } = App.useApp();
  const reportError = useReportError();
  const queryClient = useQueryClient();

  const search = async (text: string) => {
    const parsed = MemberCode.safeParse(text);
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? MESSAGES.unexpectedError);
      return;
    }
    setSearching(true);
    try {
      const screens = await queryClient.query(routeQuery('findScreensByParameter', { params: { parameterCode: parsed.data } }));
      setResults({ code: parsed.data, screens });
    } catch (error) {
      reportError(error, MESSAGES.screensLoadFailed);
    } finally {
      setSearching(false);
    }
  };

  const columns = screenColumns({ onDuplicate: () => void message.info(DATA_SCREEN_MESSAGES.comingSoon) });
  return (
    <Flex vertical gap="small">
      <Flex gap="small">
        <Input.Search
          aria-label="Find by Parameter"
          placeholder="Find by Parameter (code)"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          onSearch={(value) => void search(value)}
          enterButton="Find"
          loading={searching}
          style={{ maxWidth: 420 }}
        />
        {results && (
          <Button
            onClick={() => {
              setResults(null);
              setCode('');
            }}
          >
            Clear
          </Button>
        )}
      </Flex>
      {results && (
        <>
          <Typography.Text>
            Screens containing {results.code}: {results.screens.length}
          </Typography.Text>
          <Table<DataScreenDto>
            rowKey="ID"
            columns={columns}
            dataSource={results.screens}
            pagination={{ pageSize: MANAGE_SCREENS_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
            size="small"
            data-testid="parameter-results"
          />
        </>
      )}
    </Flex>
  );
};
