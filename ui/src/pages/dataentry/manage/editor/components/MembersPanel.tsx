import { ExportOutlined } from '@ant-design/icons';
import { DATA_SCREEN_MESSAGES as M, MemberCode } from '@ftr/contracts';
import { App, Button, Flex, Typography } from 'antd';
import { CodeAdder } from '../../../../../components/CodeAdder.tsx';
import { useFormMutation } from '../../../../../query/useFormMutation.ts';
import { exportMembers } from '../../service.ts';
import { useMembers } from '../useMembers.ts';
import { MembersTable } from './MembersTable.tsx';

/** Spec 1 §2 Screen editor, existing screens: add a parameter by code, export, and the member table. */
export const MembersPanel = ({ screenId }: { screenId: number }) => {
  const { members, loading, add, adding, move, separator, remove } = useMembers(screenId);
  const { message } = App.useApp();
  const download = useFormMutation({
    write: () => exportMembers(screenId),
    onSuccess: (file) => void message.success(M.exported(file)),
  });

  const exportList = () => {
    if (members.length === 0) void message.info(M.noDataToExport);
    else download.mutate();
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="flex-start" wrap gap="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          Parameters
        </Typography.Title>
        <Flex gap="small" align="flex-start">
          <CodeAdder schema={MemberCode} adding={adding} onAdd={add} width={280} />
          <Button icon={<ExportOutlined />} loading={download.isPending} onClick={exportList}>
            Export
          </Button>
        </Flex>
      </Flex>
      <MembersTable members={members} loading={loading} onMove={move} onSeparator={separator} onRemove={remove} />
    </Flex>
  );
};
