import { LOGIN_SITE_LABELS, type OperationDto } from '@ftr/contracts';
import { SecondaryText } from '../../../layout/Heading.tsx';
import { Panel } from '../../../layout/Panel.tsx';
import { Empty } from '../../../layout/plain/Empty.tsx';
import { daysRemaining, isEndingSoon, remainingText } from '../operationCard.ts';

interface Props {
  operations: OperationDto[];
  /** Today's factory date, YYYY-MM-DD. */
  today: string;
  /** The central office sees every site's operations: the card names the site. */
  showSite: boolean;
}

/** Spec 3 §2 Home: a card per current operation, red at 10 days remaining or fewer (home.css lays them out). */
export const OperationCards = ({ operations, today, showSite }: Props) => {
  if (operations.length === 0) return <Empty description="No operation is running today" />;

  return (
    <div className="home-cards">
      {operations.map((op) => {
        const soon = isEndingSoon(op.END_DATE, today);
        return (
          <Panel
            key={`${op.SITE}:${op.OPTN_CODE}`}
            size="small"
            danger={soon}
            title={showSite ? `${LOGIN_SITE_LABELS[op.SITE]} · ${op.OPTN_CODE}` : op.OPTN_CODE}
            data-testid={`operation-card-${op.SITE}-${op.OPTN_CODE}`}
            data-ending-soon={soon ? 'true' : 'false'}
          >
            <p className="home-line">{op.COMMENTS}</p>
            <SecondaryText as="p" style={{ margin: '0 0 4px' }}>
              {op.START_DATE} to {op.END_DATE}
            </SecondaryText>
            <strong className={soon ? 'home-ending-soon' : undefined}>{remainingText(daysRemaining(op.END_DATE, today))}</strong>
          </Panel>
        );
      })}
    </div>
  );
};
