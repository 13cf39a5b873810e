import { LOGIN_SITE_LABELS, type OperationDto } from '@ftr/contracts';
import { Col, Empty, Row, theme } from 'antd';
import { SecondaryText } from '../../../layout/Heading.tsx';
import { Panel } from '../../../layout/Panel.tsx';
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
            <Panel
              size="small"
              title={showSite ? `${LOGIN_SITE_LABELS[op.SITE]} · ${op.OPTN_CODE}` : op.OPTN_CODE}
              data-testid={`operation-card-${op.SITE}-${op.OPTN_CODE}`}
              data-ending-soon={soon ? 'true' : 'false'}
              style={soon ? { background: token.colorErrorBg, borderColor: token.colorErrorBorder } : undefined}
            >
              <p style={{ margin: '0 0 4px' }}>{op.COMMENTS}</p>
              <SecondaryText as="p" style={{ margin: '0 0 4px' }}>
                {op.START_DATE} to {op.END_DATE}
              </SecondaryText>
              <strong style={{ color: soon ? token.colorError : undefined }}>{remainingText(daysRemaining(op.END_DATE, today))}</strong>
            </Panel>
          </Col>
        );
      })}
    </Row>
  );
};
