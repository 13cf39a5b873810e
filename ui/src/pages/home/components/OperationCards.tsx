import { SITE_NAMES, type OperationDto } from '@ftr/contracts';
import { Card, Col, Empty, Row, Typography, theme } from 'antd';
import { daysRemaining, isEndingSoon, remainingText } from '../operationCard.ts';

interface Props {
  operations: OperationDto[];
  /** Today's factory date, YYYY-MM-DD. */
  today: string;
  /** The central office sees every site's operations: the card names the site. */
  showSite: boolean;
}

/** Spec 3 §2 Home: a card per current operation, red at 10 days remaining or fewer. */
export const OperationCards = ({ operations, today, showSite }: Props) => {
  const { token } = theme.useToken();
  if (operations.length === 0) return <Empty description="No operation is running today" />;

  return (
    <Row gutter={[16, 16]}>
      {operations.map((op) => {
        const soon = isEndingSoon(op.END_DATE, today);
        return (
          <Col key={`${op.SITE}:${op.OPTN_CODE}`} xs={24} sm={12} lg={8} xl={6}>
            <Card
              size="small"
              title={showSite ? `${SITE_NAMES[op.SITE]} · ${op.OPTN_CODE}` : op.OPTN_CODE}
              data-testid={`operation-card-${op.SITE}-${op.OPTN_CODE}`}
              data-ending-soon={soon ? 'true' : 'false'}
              styles={{
                root: soon ? { background: token.colorErrorBg, borderColor: token.colorErrorBorder } : {},
              }}
            >
              <Typography.Paragraph style={{ marginBottom: 4 }}>{op.COMMENTS}</Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                {op.START_DATE} to {op.END_DATE}
              </Typography.Paragraph>
              <Typography.Text strong type={soon ? 'danger' : undefined}>
                {remainingText(daysRemaining(op.END_DATE, today))}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
};
