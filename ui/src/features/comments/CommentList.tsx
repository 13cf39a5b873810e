import { DeleteOutlined } from '@ant-design/icons';
import type { CommentDto } from '@ftr/contracts';
import { Button, Empty, Flex, Space, Tag, theme } from 'antd';
import { instantText } from '../../format/time.ts';
import { SecondaryText } from '../../layout/Heading.tsx';

interface Props {
  comments: readonly CommentDto[];
  loading?: boolean;
  /** The signed-in user: only the author of a comment sees its delete button (spec 3 §6). */
  username?: string;
  onDelete?: (comment: CommentDto) => void;
}

/**
 * Production comments, newest first: type, author, time, 'Late Comment' or 'On Time', the text. Each is drawn
 * in a bordered box like a small antd Card, without Card's code (about 13 kB gzipped on Home's first load),
 * and its text without Typography's (8 kB).
 */
export const CommentList = ({ comments, loading = false, username, onDelete }: Props) => {
  const { token } = theme.useToken();
  if (!loading && comments.length === 0) return <Empty description="No comments" />;
  const box = {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: token.paddingSM,
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="comment-list">
      {comments.map((comment) => (
        <div key={comment.ID} style={box} data-testid="comment" data-comment-id={comment.ID}>
          <Flex justify="space-between" align="start" gap="middle">
            <div style={{ minWidth: 0 }}>
              <Space wrap size="small">
                <Tag color={comment.TYPE === 'Operations' ? 'blue' : 'purple'}>{comment.TYPE}</Tag>
                <strong style={{ color: token.colorText, fontWeight: token.fontWeightStrong }}>{comment.NAME}</strong>
                <SecondaryText>{instantText(comment.RECORD_DATE).slice(0, 16)}</SecondaryText>
                <Tag color={comment.STATUS === 'Late Comment' ? 'red' : 'green'}>{comment.STATUS}</Tag>
              </Space>
              <p style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap', color: token.colorText }}>{comment.MESSAGE}</p>
            </div>
            {onDelete && comment.USERNAME === username && (
              <Button danger type="text" icon={<DeleteOutlined />} aria-label="Delete comment" onClick={() => onDelete(comment)} />
            )}
          </Flex>
        </div>
      ))}
    </Space>
  );
};
