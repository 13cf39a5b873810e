import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, isCentralOffice, type OperationDto } from '@ftr/contracts';
import { App, Button, Flex, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { operationColumns } from './components/columns.tsx';
import { OperationModal, type OperationModalTarget } from './components/OperationModal.tsx';
import { deleteOperation } from './service.ts';
import { useFactoryToday } from './useFactoryToday.ts';
import { useOperations } from './useOperations.ts';

/** Spec 1 §2 Operations list: title, New button, a 12-row-per-page table, a create/update modal. */
const OperationsPage = () => {
  const claims = useAtomValue(claimsAtom);
  const { operations, loading, reload } = useOperations();
  const [target, setTarget] = useState<OperationModalTarget | null>(null);
  const today = useFactoryToday();
  const { message } = App.useApp();
  const reportError = useReportError();
  const centralOffice = claims !== null && isCentralOffice(claims.site);

  const remove = async (operation: OperationDto) => {
    try {
      await deleteOperation(operation.OPTN_CODE);
      void message.success(MESSAGES.operationRemoved);
      await reload();
    } catch (error) {
      reportError(error);
    }
  };

  const columns = operationColumns({
    today,
    centralOffice,
    onEdit: (operation) => setTarget({ mode: 'update', operation }),
    onDelete: (operation) => void remove(operation),
  });

  return (
    <>
      <PageTitle page="Operations" />
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Operations
        </Typography.Title>
        {!centralOffice && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create' })}>
            New
          </Button>
        )}
      </Flex>
      <Table<OperationDto>
        rowKey={(op) => (centralOffice ? `${op.SITE}:${op.OPTN_CODE}` : op.OPTN_CODE)}
        columns={columns}
        dataSource={operations}
        loading={loading}
        pagination={{ pageSize: 12, showSizeChanger: false }}
        size="middle"
      />
      <OperationModal target={target} onClose={() => setTarget(null)} onSaved={() => void reload()} />
    </>
  );
};

export default OperationsPage;
