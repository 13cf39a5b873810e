import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CcfCommentDto } from '@ftr/contracts';
import { Button, Card, Empty, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { instantText } from '../../../../format/time.ts';

interface Props {
  comments: CcfCommentDto[];
  /** Comments can be added (the CCF is O or R and the user at its site); why not, otherwise. */
  disabledReason: string | null;
  canEdit: (comment: CcfCommentDto) => boolean;
  onAdd: () => void;
  onEdit: (comment: CcfCommentDto) => void;
}

/** Spec 3 "CCF detail": the comments, oldest first, with an 'edited' marker; add one, or change one's own. */
export const CommentsCard = ({ comments, disabledReason, canEdit, onAdd, onEdit }: Props) => (
  <Card
    size="small"
    title={`Comments (${comments.length})`}
    extra={
      <Tooltip title={disabledReason ?? undefined}>
        <Button icon={<PlusOutlined />} disabled={disabledReason !== null} onClick={onAdd}>
          Add comment
        </Button>
      </Tooltip>
    }
  >
    {comments.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No comments yet" />
    ) : (
      <Flex vertical data-testid="ccf-comments">
        {comments.map((c, i) => (
          <Flex
            key={c.id}
            justify="space-between"
            align="flex-start"
            gap={12}
            data-testid="ccf-comment"
            style={{ padding: '8px 0', borderTop: i === 0 ? undefined : '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Space wrap size={8}>
                <Typography.Text type="secondary">{instantText(c.timestamp)}</Typography.Text>
                <Typography.Text strong>{c.username}</Typography.Text>
                <Tag>{c.type.name}</Tag>
                {c.edited_at ? (
                  <Tooltip title={`Edited ${instantText(c.edited_at)}${c.edited_by ? ` by ${c.edited_by}` : ''}`}>
                    <Tag color="blue">edited</Tag>
                  </Tooltip>
                ) : null}
              </Space>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{c.comment}</Typography.Paragraph>
            </Flex>
            {canEdit(c) ? (
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(c)}>
                Edit
              </Button>
            ) : null}
          </Flex>
        ))}
      </Flex>
    )}
  </Card>
);
