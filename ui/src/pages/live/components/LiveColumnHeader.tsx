import { BellFilled, BellOutlined } from '@ant-design/icons';
import type { LiveColumnDto } from '@ftr/contracts';
import { Button, Tag, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { unitInBrackets } from '../../../format/units.ts';

export interface BellProps {
  /** Codes the user is already subscribed to at this site. */
  subscribed: ReadonlySet<string>;
  onSubscribe(code: string): void;
}

/** Spec 3 §"Live data": REA columns allow subscribing. */
export const subscribable = (column: Pick<LiveColumnDto, 'TYPE_ID'>): boolean => column.TYPE_ID === 'REA';

/** A column heading: HEADING1-3 (the code on hover), the unit, the CCF label, and the bell on REA columns. */
export const LiveColumnHeader = ({
  column,
  bell,
  style,
}: {
  column: LiveColumnDto;
  bell?: BellProps | undefined;
  style: CSSProperties;
}) => {
  const headings = [column.HEADING1, column.HEADING2, column.HEADING3].filter((h) => h.trim() !== '');
  const subscribed = bell?.subscribed.has(column.CODE) ?? false;
  return (
    <th scope="col" style={style} title={column.CODE} data-code={column.CODE}>
      {(headings.length > 0 ? headings : [column.CODE]).map((text, i) => (
        <div key={i}>{text}</div>
      ))}
      {column.UNITS?.trim() ? <div data-unit="">{unitInBrackets(column.UNITS)}</div> : null}
      {column.CCFLABEL && (
        <Tag color={column.CCFLABEL === 'Pending Close' ? 'blue' : 'orange'} style={{ marginInlineEnd: 0 }}>
          {column.CCFLABEL}
        </Tag>
      )}
      {bell && subscribable(column) && (
        <Tooltip title={subscribed ? `Subscribed to ${column.CODE}` : `Subscribe to ${column.CODE}`}>
          <Button
            type="text"
            size="small"
            aria-label={subscribed ? `Subscribed to ${column.CODE}` : `Subscribe to ${column.CODE}`}
            aria-pressed={subscribed}
            icon={subscribed ? <BellFilled /> : <BellOutlined />}
            onClick={() => !subscribed && bell.onSubscribe(column.CODE)}
          />
        </Tooltip>
      )}
    </th>
  );
};
