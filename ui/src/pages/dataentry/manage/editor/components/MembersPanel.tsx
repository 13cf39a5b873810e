import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { DATA_SCREEN_MESSAGES as M, MemberCode } from '@ftr/contracts';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useReportError } from '../../../../../api/errors.ts';
import { exportMembers } from '../../service.ts';
import { useMembers } from '../useMembers.ts';
import { MembersTable } from './MembersTable.tsx';

/** Spec 1 §2 Screen editor, existing screens: add a parameter by code, export, and the member table. */
export const MembersPanel = ({ screenId }: { screenId: number }) => {
  const { members, loading, add, move, separator, remove } = useMembers(screenId);
  const [code, setCode] = useState('');
  const [adding, setAdding] = useState(false);
  const { message } = App.useApp();
  const reportError = useReportError();
  const parsed = MemberCode.safeParse(code);

  const submit = async () => {
    if (!parsed.success) return;
    setAdding(true);
    if (await add(parsed.data)) setCode('');
    setAdding(false);
  };
  const exportList = async () => {
    if (members.length === 0) {
      void message.info(M.noDataToExport);
      return;
    }
    try {
      void message.success(M.exported(await exportMembers(screenId)));
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="flex-start" wrap gap="small">
        <Typography.Title level={4} style={{ margin: 0 }}>
          Parameters
        </Typography.Title>
        <Flex gap="small" align="flex-start">
          <Form.Item
            style={{ margin: 0 }}
            validateStatus={code !== '' && !parsed.success ? 'error' : undefined}
            help={code !== '' && !parsed.success ? parsed.error.issues[0]?.message : undefined}
          >
            <Input
              aria-label="Parameter code"
              placeholder="Add parameter by code"
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              onPressEnter={() => void submit()}
              style={{ width: 280 }}
            />
          </Form.Item>
          <Button type="primary" icon={<PlusOutlined />} disabled={!parsed.success || adding} loading={adding} onClick={() => void submit()}>
            Add
          </Button>
          <Button icon={<ExportOutlined />} onClick={() => void exportList()}>
            Export
          </Button>
        </Flex>
      </Flex>
      <MembersTable members={members} loading={loading} onMove={(m, from, to) => void move(m, from, to)} onSeparator={(m, on) => void separator(m, on)} onRemove={(m) => void remove(m)} />
    </Flex>
  );
};
