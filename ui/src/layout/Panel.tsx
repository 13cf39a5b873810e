import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Heading } from './Heading.tsx';

interface PanelProps {
  title: string;
  /** `small`: the tighter padding of antd's small Card. */
  size?: 'small';
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
  'data-ending-soon'?: string;
}

/**
 * A titled panel drawn like antd's Card, without Card's code: Card brings Tabs, Dropdown, Menu and Skeleton
 * (about 20 kB gzipped), too much for the sign-in page's and Home's first load (issue 18 item 13).
 */
export const Panel = ({ title, size, style, children, ...data }: PanelProps) => {
  const { token } = theme.useToken();
  const padding = size === 'small' ? token.paddingSM : token.paddingLG;
  return (
    <section
      aria-label={title}
      {...data}
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      <div
        style={{
          padding: size === 'small' ? `${token.paddingXS}px ${padding}px` : `${token.paddingSM}px ${padding}px`,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      >
        <Heading level={5}>{title}</Heading>
      </div>
      <div style={{ padding }}>{children}</div>
    </section>
  );
};
