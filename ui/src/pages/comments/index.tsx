import { COMMENT_MESSAGES, type CommentDto } from '@ftr/contracts';
import { App, Card, DatePicker, Flex, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { CommentList } from '../../features/comments/CommentList.tsx';
import { deleteComment } from '../../features/comments/service.ts';
import { useComments } from '../../features/comments/useComments.ts';
import { FactoryDateLabel } from '../../format/FactoryDateLabel.tsx';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { queryKey } from '../../query/keys.ts';
import { useOptimisticMutation } from '../../query/useOptimisticMutation.ts';
import { claimsAtom } from '../../session/atoms.ts';
import { CommentForm } from './components/CommentForm.tsx';

const DAY = 'YYYY-MM-DD';

/**
 * Spec 3 §2 Production comments (/twitter): post a comment; the site's comments of a factory date (today
 * by default), newest first, each 'Late Comment' or 'On Time'; the author alone can delete theirs.
 */
const CommentsPage = () => {
  const claims = useAtomValue(claimsAtom);
  const today = useFactoryToday();
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const { comments, loading } = useComments(date);
  const { message } = App.useApp();
  const reportError = useReportError();
  // The comment goes at once and comes back if the server refuses (spec 3 §8).
  const removal = useOptimisticMutation({
    key: queryKey('listComments', { params: { ref: date } }),
    change: (list: CommentDto[], comment: CommentDto) => list.filter((c) => c.ID !== comment.ID),
    write: (comment: CommentDto) => deleteComment(comment.ID),
    onSuccess: () => void message.success(COMMENT_MESSAGES.removed),
    onError: (error) => reportError(error),
  });

  return (
    <>
      <PageTitle page="Production Comments" />
      <Typography.Title level={2}>Production Comments</Typography.Title>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Card title="New Comment">
          <CommentForm />
        </Card>
        <Card
          title="Comments"
          extra={
            <Flex align="center" gap="small">
              <FactoryDateLabel />
              <DatePicker
                aria-label="Comments date"
                allowClear={false}
                value={dayjs(date)}
                disabledDate={(d) => d.format(DAY) > today}
                onChange={(d: dayjs.Dayjs | null) => d && setPicked(d.format(DAY) === today ? null : d.format(DAY))}
              />
            </Flex>
          }
        >
          <CommentList comments={comments} loading={loading} username={claims?.sub} onDelete={(comment) => removal.mutate(comment)} />
        </Card>
      </Space>
    </>
  );
};

export default CommentsPage;
