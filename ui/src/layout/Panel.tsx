import type { CSSProperties, ReactNode } from 'react';
import { Heading } from './Heading.tsx';
import './plain/plain.css';

interface PanelProps {
  title: string;
  /** `small`: the tighter padding of antd's small Card. */
  size?: 'small';
  /** Drawn in the error colours (an operation ending soon). */
  danger?: boolean;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
  'data-ending-soon'?: string;
}

/**
 * A titled panel drawn like antd's Card (plain.css), without Card's code or antd's style engine: Card brings
 * Tabs, Dropdown, Menu and Skeleton (about 20 kB gzipped), too much for Home's first load.
 */
export const Panel = ({ title, size, danger, style, children, ...data }: PanelProps) => (
  <section
    aria-label={title}
    {...data}
    className={['plain-card', size === 'small' && 'plain-card-small', danger && 'plain-card-danger'].filter(Boolean).join(' ')}
    style={style}
  >
    <div className="plain-card-head">
      <Heading level={5}>{title}</Heading>
    </div>
    <div className="plain-card-body">{children}</div>
  </section>
);
