import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import { Icon } from '../layout/plain/Icon.tsx';
import { FACTORY_DATE_HELP } from './time.ts';

/**
 * The visible "Factory date" label, its tooltip explaining the 07:00 day: the browser's
 * own tooltip (title), and the same text as the label's description for a screen reader or a keyboard user
 * (it takes the focus). Drawn without antd: Home shows it.
 */
export const FactoryDateLabel = ({ text = 'Factory date' }: { text?: string }) => (
  <span
    data-testid="factory-date-label"
    title={FACTORY_DATE_HELP}
    aria-description={FACTORY_DATE_HELP}
    tabIndex={0}
    style={{ whiteSpace: 'nowrap', cursor: 'help' }}
  >
    {text} <Icon icon={QuestionCircleOutlined} />
  </span>
);
