import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { FACTORY_DATE_HELP } from './time.ts';

/** The visible "Factory date" label, its tooltip explaining the 07:00 day (issue 18 item 9). */
export const FactoryDateLabel = ({ text = 'Factory date' }: { text?: string }) => (
  <Tooltip title={FACTORY_DATE_HELP}>
    <span data-testid="factory-date-label" title={FACTORY_DATE_HELP} style={{ whiteSpace: 'nowrap', cursor: 'help' }}>
      {text} <QuestionCircleOutlined style={{ fontSize: '0.85em' }} />
    </span>
  </Tooltip>
);
