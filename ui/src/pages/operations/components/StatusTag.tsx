import type { OperationStatus } from '@ftr/contracts';
import { Tag } from 'antd';

const COLOURS: Record<OperationStatus, string | undefined> = {
  Pending: 'blue',
  Active: 'green',
  Finished: undefined,
};

export const StatusTag = ({ status }: { status: OperationStatus }) => <Tag color={COLOURS[status]}>{status}</Tag>;
