import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { Icon } from './Icon.tsx';
import './parts.css';

/** antd's Empty (an image and a description, parts.css), drawn without antd. */
export const Empty = ({ description }: { description: string }) => (
  <div className="plain-empty">
    <span className="plain-empty-image">
      <Icon icon={InboxOutlined} />
    </span>
    <div>{description}</div>
  </div>
);
