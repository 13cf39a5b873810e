import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, isCentralOffice, type OperationDto } from '@ftr/contracts';
import { App, Button, Flex, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { operationColumns } from './components/columns.tsx';
import { OPERATION_READS, OperationModal, type OperationModalTarget } from './components/OperationModal.tsx';
import { deleteOperation } from './service.ts';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { useOperations } from './useOperations.ts';

/** Spec 1 §2 Operations list: title, New button, a 12-row-per-page table, a create/update modal. */
const OperationsPage = () => {
  const claims = useAtomValue(claimsAtom);
  const { operations, loading } = useOperations();
  const [target, setTarget] = useState<OperationModalTarget | null>(null);
  const today = useFactoryToday();
  const { message } = App.useApp();
  const centralOffice = claims !== null && isCentralOffice(claims.site);

  const removal = useFormMutation({
    write: (operation: OperationDto) => deleteOperation(operation.OPTN_CODE),
    invalidates: OPERATION_READS,
    onSuccess: () => void message.success(MESSAGES.operationRemoved),
  });

  const columns = operationColumns({
    today,
    centralOffice,
    onEdit: (operation) => setTarget({ mode: 'update', operation }),
    onDelete: (operation) => removal.mutate(operation),
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
      <OperationModal target={target} onClose={() => setTarget(null)} />
    </>
  );
};

export default OperationsPage;
