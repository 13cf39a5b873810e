import { Card, Tabs, Typography } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { APP_HELP_TOPICS, appHelpTopic, type AppHelpTopic } from './topics.ts';

const TopicText = ({ topic }: { topic: AppHelpTopic }) => (
  <>
    {topic.paragraphs.map((text) => (
      <Typography.Paragraph key={text.slice(0, 40)}>{text}</Typography.Paragraph>
    ))}
    {topic.points && (
      <ul>
        {topic.points.map((point) => (
          <li key={point.slice(0, 40)}>
            <Typography.Text>{point}</Typography.Text>
          </li>
        ))}
      </ul>
    )}
  </>
);

/** Spec 3 §2 Mobile app help (public): /app-help and its sub-pages, one tab each. */
const AppHelpPage = () => {
  const { topic: slug } = useParams();
  const navigate = useNavigate();
  const topic = appHelpTopic(slug);
  if (!topic) return <Navigate to="/not-found" replace />;

  return (
    <>
      <PageTitle page={`App Help - ${topic.title}`} />
      <Typography.Title level={2}>FTR mobile app help</Typography.Title>
      <Card style={{ maxWidth: 900 }}>
        <Tabs
          activeKey={topic.slug || 'overview'}
          onChange={(key) => navigate(key === 'overview' ? '/app-help' : `/app-help/${key}`)}
          items={APP_HELP_TOPICS.map((t) => ({
            key: t.slug || 'overview',
            label: t.title,
            children: <TopicText topic={t} />,
          }))}
        />
      </Card>
    </>
  );
};

export default AppHelpPage;
