import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

/**
 * What an empty list says: that it is empty, and the first thing to do about it (a button doing it), so a
 * first visit is not a blank table.
 */
export const FirstStep = ({ text, action, onAction }: { text: string; action?: string; onAction?: () => void }) => (
  <Flex vertical align="center" gap={8} style={{ padding: 16 }}>
    <Typography.Text type="secondary">{text}</Typography.Text>
    {action && onAction ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={onAction}>
        {action}
      </Button>
    ) : null}
  </Flex>
);
