import { cellKey, type DataRow, type LiveColumnDto, type ScreenType } from '@ftr/contracts';
import { Empty, theme } from 'antd';
import type { CSSProperties } from 'react';
import { FACTORY_DATE_HELP, factoryHourText, factoryHourTitle } from '../../../format/time.ts';
import { formatCellValue } from '../../../features/values/cellText.ts';
import { outsideCheck } from '../../../features/values/colouring.ts';
import { LiveColumnHeader, type BellProps } from './LiveColumnHeader.tsx';

interface Props {
  type: ScreenType;
  columns: LiveColumnDto[];
  rows: DataRow[];
  fresh: ReadonlySet<string>;
  ready: boolean;
  /** The /live page's subscribe bells; the wallboard has none. */
  bell?: BellProps;
}

/**
 * The live grid, newest row first: one column per parameter, values at the column's precision, red
 * outside the check limits (spec 3 §"Live data"), newly arrived values highlighted for a few seconds.
 */
export const LiveGrid = ({ type, columns, rows, fresh, ready, bell }: Props) => {
  const { token } = theme.useToken();
  if (ready && columns.length === 0) return <Empty description="This screen has no parameters yet" />;
  const border = `1px solid ${token.colorBorderSecondary}`;
  const cell: CSSProperties = { border, padding: `${token.paddingXXS}px ${token.paddingXS}px`, textAlign: 'right', whiteSpace: 'nowrap' };
  const head: CSSProperties = {
    ...cell,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    background: token.colorBgElevated,
    textAlign: 'center',
    verticalAlign: 'bottom',
    fontWeight: 600,
  };
  const label: CSSProperties = {
    ...cell,
    textAlign: 'left',
    color: token.colorTextSecondary,
    position: 'sticky',
    left: 0,
    background: token.colorBgContainer,
  };
  const separated = (column: LiveColumnDto): CSSProperties => (column.SEPERATOR ? { borderLeft: `3px solid ${token.colorBorder}` } : {});

  return (
    <div style={{ overflow: 'auto', flex: 1, minHeight: 0 }} data-testid="live-grid" data-ready={ready ? 'true' : 'false'}>
      <table style={{ borderCollapse: 'collapse', background: token.colorBgContainer }} aria-label="Live data">
        <thead>
          <tr>
            <th scope="col" style={{ ...head, left: 0, zIndex: 2 }} title={FACTORY_DATE_HELP}>
              Factory date
            </th>
            {type === 'HLY' && (
              <th scope="col" style={head}>
                Hour
              </th>
            )}
            {columns.map((column) => (
              <LiveColumnHeader key={column.ID} column={column} bell={bell} style={{ ...head, ...separated(column) }} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.FTR_DATE}|${row.FTR_HOUR}`}>
              <th scope="row" style={label} title={`Factory date ${row.FTR_DATE}`}>
                {row.FTR_DATE}
              </th>
              {type === 'HLY' && (
                <td style={{ ...label, position: 'static' }} title={factoryHourTitle(row.FTR_DATE, row.FTR_HOUR)}>
                  {factoryHourText(row.FTR_DATE, row.FTR_HOUR)}
                </td>
              )}
              {columns.map((column) => {
                const value = row[column.CODE] ?? null;
                const key = cellKey(column.CODE, row.FTR_DATE, row.FTR_HOUR);
                const red = value !== null && outsideCheck(column, value);
                const isFresh = fresh.has(key);
                return (
                  <td
                    key={column.ID}
                    data-cell={key}
                    data-tone={red ? 'danger' : 'plain'}
                    data-fresh={isFresh ? 'true' : undefined}
                    style={{
                      ...cell,
                      ...separated(column),
                      color: red ? token.colorError : undefined,
                      background: isFresh ? token.colorWarningBg : red ? token.colorErrorBg : undefined,
                      transition: 'background-color 1s ease-out',
                    }}
                  >
                    {formatCellValue(value, column.PRECISION)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
