import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A heading drawn like antd's Typography.Title from the theme's tokens, without Typography's code (ellipsis,
 * copy, edit: about 9 kB gzipped), for what the first pages draw: the top bar, panels and Home (issue 18 item 13).
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
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        ...style,
      }}
    >
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
  const { token } = theme.useToken();
  const Tag = as;
  return (
    <Tag style={{ color: token.colorTextSecondary, ...style }} {...rest}>
      {children}
    </Tag>
  );
};
