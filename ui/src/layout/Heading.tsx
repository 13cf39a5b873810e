import type { CSSProperties, ReactNode } from 'react';
import './plain/plain.css';

/**
 * A heading drawn like antd's Typography.Title (default theme, plain.css), without Typography's code or
 * antd's style engine, for what the first pages draw: the top bar, panels and Home.
 */
export const Heading = ({
  level,
  style,
  children,
  ...rest
}: {
  level: 2 | 4 | 5;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}) => {
  const Tag = `h${level}` as const;
  return (
    <Tag {...rest} className={`plain-heading${level}`} style={style}>
      {children}
    </Tag>
  );
};

/** Secondary text (antd's `type="secondary"`), as a span or a paragraph. */
export const SecondaryText = ({
  as = 'span',
  style,
  children,
  ...rest
}: {
  as?: 'span' | 'p';
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
}) => {
  const Tag = as;
  return (
    <Tag className="plain-secondary" style={style} {...rest}>
      {children}
    </Tag>
  );
};
