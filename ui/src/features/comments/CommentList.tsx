import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import type { CommentDto } from '@ftr/contracts';
import { instantText } from '../../format/time.ts';
import { SecondaryText } from '../../layout/Heading.tsx';
import { Empty } from '../../layout/plain/Empty.tsx';
import { Icon } from '../../layout/plain/Icon.tsx';
import { Tag } from '../../layout/plain/Tag.tsx';
import './comments.css';

interface Props {
  comments: readonly CommentDto[];
  loading?: boolean;
  /** The signed-in user: only the author of a comment sees its delete button (spec 3 §6). */
  username?: string;
  onDelete?: (comment: CommentDto) => void;
}

/**
 * Production comments, newest first: type, author, time, 'Late Comment' or 'On Time', the text. Each in a
 * bordered box like a small antd Card; drawn without antd (Home's first load has none).
 */
export const CommentList = ({ comments, loading = false, username, onDelete }: Props) => {
  if (!loading && comments.length === 0) return <Empty description="No comments" />;
  return (
    <div className="comment-list" data-testid="comment-list">
      {comments.map((comment) => (
        <div key={comment.ID} className="comment-box" data-testid="comment" data-comment-id={comment.ID}>
          <div className="comment-body">
            <div className="comment-meta">
              <Tag color={comment.TYPE === 'Operations' ? 'blue' : 'purple'}>{comment.TYPE}</Tag>
              <strong>{comment.NAME}</strong>
              <SecondaryText>{instantText(comment.RECORD_DATE).slice(0, 16)}</SecondaryText>
              <Tag color={comment.STATUS === 'Late Comment' ? 'red' : 'green'}>{comment.STATUS}</Tag>
            </div>
            <p className="comment-text">{comment.MESSAGE}</p>
          </div>
          {onDelete && comment.USERNAME === username && (
            <button type="button" className="plain-danger-button" aria-label="Delete comment" onClick={() => onDelete(comment)}>
              <Icon icon={DeleteOutlined} />
            </button>
          )}
        </div>
      ))}
    </div>
  );
};
