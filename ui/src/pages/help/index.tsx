import { Card, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { HELP_TOPICS, type HelpTopic } from './topics.ts';

const TopicBody = ({ topic }: { topic: HelpTopic }) => (
  <Space orientation="vertical" size={4} style={{ width: '100%' }}>
    <Typography.Text type="secondary">{topic.summary}</Typography.Text>
    {topic.text?.map((paragraph) => (
      <Typography.Paragraph key={paragraph.slice(0, 40)} style={{ marginBottom: 0 }}>
        {paragraph}
      </Typography.Paragraph>
    ))}
  </Space>
);

/** Spec 3 §2 In-app help: an outline of topics (unwritten ones marked) and a contact line for feedback. */
const HelpPage = () => (
  <>
    <PageTitle page="Help" />
    <Typography.Title level={2}>Help</Typography.Title>
    <Card>
      <List<HelpTopic>
        itemLayout="vertical"
        dataSource={[...HELP_TOPICS]}
        renderItem={(topic) => (
          <List.Item key={topic.title} extra={topic.underConstruction ? <Tag color="orange">Under construction</Tag> : undefined}>
            <List.Item.Meta
              title={topic.link ? <Link to={topic.link}>{topic.title}</Link> : topic.title}
              description={<TopicBody topic={topic} />}
            />
          </List.Item>
        )}
      />
    </Card>
    <Typography.Paragraph style={{ marginTop: 24 }} data-testid="help-feedback">
      Spotted a mistake, or missing a topic? Send your feedback to your site&apos;s FTR champion or to the IT service desk, saying which
      page you were on.
    </Typography.Paragraph>
  </>
);

export default HelpPage;
