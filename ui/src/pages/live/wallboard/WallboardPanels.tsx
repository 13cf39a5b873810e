import { cellKey, type DataRow, type LiveColumnDto, type ScreenType } from '@ftr/contracts';
import type { CSSProperties } from 'react';
import { factoryHourText, factoryHourTitle } from '../../../format/time.ts';
import { formatCellValue } from '../../../features/values/cellText.ts';
import { splitPanels, type Fit } from './fit.ts';
import { HEADING_MAX_LINES, headingTexts, unitLine } from './headings.ts';
import { MARK_SYMBOL, MARK_TEXT, cellMark, type CellMark } from './marks.ts';

/** Full-contrast colours on the dark board (WCAG AAA for the values and marks). */
export const WALL = {
  background: '#05080d',
  panel: '#0d131c',
  line: '#2b3646',
  text: '#ffffff',
  label: '#e8edf3',
  heading: '#f2f5f8',
  fresh: '#facc15',
} as const;

const MARK_STYLE: Record<CellMark, CSSProperties> = {
  plain: {},
  // Outside the check limits: a deep red cell with a bright red frame and one triangle.
  high: { background: '#7f1010', boxShadow: 'inset 0 0 0 3px #ff5c5c', fontWeight: 700 },
  low: { background: '#7f1010', boxShadow: 'inset 0 0 0 3px #ff5c5c', fontWeight: 700 },
  // Outside the absolute limits: the whole cell bright red, a white frame and two triangles.
  absHigh: { background: '#d50000', boxShadow: 'inset 0 0 0 4px #ffffff', fontWeight: 800 },
  absLow: { background: '#d50000', boxShadow: 'inset 0 0 0 4px #ffffff', fontWeight: 800 },
};

const CCF_STYLE: Record<string, CSSProperties> = {
  'Ongoing CCF': { background: '#f59e0b', color: '#000000' },
  'Pending Close': { background: '#93c5fd', color: '#000000' },
  'New CCF': { background: '#f59e0b', color: '#000000' },
};

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** '2026-11-25' as 'Wed 25 Nov' (the date is a calendar date: formatted as UTC so no zone shifts it). */
const dayText = (date: string) => WEEKDAY.format(new Date(`${date}T00:00:00Z`)).replace(',', '');

/** '08:00 (h1)' as everywhere (format/time.ts), the factory hour smaller so the clock time reads across a room. */
const HourLabel = ({ date, hour }: { date: string; hour: number }) => {
  const [clock, factory] = factoryHourText(date, hour).split(' ');
  return (
    <>
      {clock}
      {factory && <span style={{ fontSize: '0.5em', fontWeight: 400 }}> {factory}</span>}
    </>
  );
};
/** A row is filed under its factory date, as everywhere else. */
const rowDate = (row: DataRow) => row.FTR_DATE;

interface Props {
  type: ScreenType;
  columns: LiveColumnDto[];
  /** The rows to show, newest first. */
  rows: DataRow[];
  fresh: ReadonlySet<string>;
  fit: Fit;
}

/** Each heading wraps to at most HEADING_MAX_LINES lines (the layout reserves them: headings.ts), so sibling columns differ. */
const WRAP: CSSProperties = {
  maxHeight: `${HEADING_MAX_LINES * 1.2}em`,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
};

const Heading = ({ column, fit }: { column: LiveColumnDto; fit: Fit }) => {
  const lines = headingTexts(column);
  const unit = unitLine(column);
  const clip: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
  return (
    <th
      scope="col"
      title={`${[...lines, unit].filter(Boolean).join(' ')} (${column.CODE})`}
      data-code={column.CODE}
      style={{
        padding: '2px 6px',
        verticalAlign: 'bottom',
        fontWeight: 600,
        color: WALL.heading,
        borderLeft: column.SEPERATOR ? `4px solid ${WALL.line}` : undefined,
      }}
    >
      {lines.map((text, i) => (
        <div key={i} data-heading-line="" style={WRAP}>
          {text}
        </div>
      ))}
      {unit ? (
        <div data-unit="" style={{ ...clip, fontWeight: 400 }}>
          {unit}
        </div>
      ) : null}
      <div style={{ height: fit.headingSize * 1.2, ...clip }}>
        {column.CCFLABEL && (
          <span
            data-ccf-label={column.CCFLABEL}
            style={{ ...CCF_STYLE[column.CCFLABEL], padding: '0 6px', borderRadius: 4, fontWeight: 700 }}
          >
            {column.CCFLABEL}
          </span>
        )}
      </div>
    </th>
  );
};

const Cell = ({ column, row, fresh }: { column: LiveColumnDto; row: DataRow; fresh: ReadonlySet<string> }) => {
  const value = row[column.CODE] ?? null;
  const key = cellKey(column.CODE, row.FTR_DATE, row.FTR_HOUR);
  const mark = cellMark(column, value);
  const isFresh = fresh.has(key);
  const symbol = MARK_SYMBOL[mark];
  return (
    <td
      data-cell={key}
      data-mark={mark}
      data-tone={mark === 'plain' ? 'plain' : 'danger'}
      data-fresh={isFresh ? 'true' : undefined}
      title={mark === 'plain' ? undefined : `${column.CODE}: ${MARK_TEXT[mark]}`}
      style={{
        padding: '0 0.25em',
        textAlign: 'right',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        borderTop: `1px solid ${WALL.line}`,
        borderLeft: column.SEPERATOR ? `4px solid ${WALL.line}` : undefined,
        ...MARK_STYLE[mark],
        ...(isFresh ? { outline: `4px solid ${WALL.fresh}`, outlineOffset: -4 } : {}),
      }}
    >
      <span data-value="">{formatCellValue(value, column.PRECISION)}</span>
      <span
        aria-label={MARK_TEXT[mark] || undefined}
        style={{
          display: 'inline-block',
          width: '1.2em',
          textAlign: 'center',
          fontSize: symbol.length > 1 ? '0.55em' : '0.8em',
          verticalAlign: 'middle',
          letterSpacing: symbol.length > 1 ? '-0.1em' : undefined,
        }}
      >
        {symbol}
      </span>
    </td>
  );
};

/**
 * The wallboard's values: the columns wrap into stacked panels, each with its own heading row and hour
 * column, so the board never scrolls; newest hour on top; out-of-limit values marked by shape and colour.
 */
export const WallboardPanels = ({ type, columns, rows, fresh, fit }: Props) => {
  const tableWidth = (count: number) => fit.labelWidth + count * fit.cellWidth;
  return (
    <div data-testid="wallboard-panels" style={{ display: 'flex', flexDirection: 'column', gap: 10, minHeight: 0 }}>
      {splitPanels(columns, fit.perPanel).map((panel, index) => (
        <table
          key={index}
          data-testid="wallboard-panel"
          aria-label={`Live data, panel ${index + 1}`}
          style={{
            tableLayout: 'fixed',
            width: tableWidth(panel.length),
            borderCollapse: 'collapse',
            background: WALL.panel,
            color: WALL.text,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <colgroup>
            <col style={{ width: fit.labelWidth }} />
            {panel.map((column) => (
              <col key={column.ID} style={{ width: fit.cellWidth }} />
            ))}
          </colgroup>
          <thead style={{ fontSize: fit.headingSize, lineHeight: 1.2 }}>
            <tr style={{ height: fit.headingHeight }}>
              <th
                scope="col"
                style={{ padding: '2px 6px', verticalAlign: 'bottom', textAlign: 'left', color: WALL.label, fontWeight: 600 }}
              >
                {type === 'HLY' ? 'Hour' : 'Day'}
              </th>
              {panel.map((column) => (
                <Heading key={column.ID} column={column} fit={fit} />
              ))}
            </tr>
          </thead>
          <tbody style={{ fontSize: fit.fontSize, lineHeight: 1 }}>
            {rows.map((row, i) => {
              const date = rowDate(row);
              const newDay = i === 0 || rowDate(rows[i - 1] as DataRow) !== date;
              return (
                <tr key={`${row.FTR_DATE}|${row.FTR_HOUR}`} style={{ height: fit.rowHeight }}>
                  <th
                    scope="row"
                    title={type === 'HLY' ? factoryHourTitle(row.FTR_DATE, row.FTR_HOUR) : `Factory date ${row.FTR_DATE}`}
                    style={{
                      padding: '0 6px',
                      textAlign: 'left',
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      color: WALL.label,
                      fontWeight: 600,
                      borderTop: `${newDay && i > 0 ? 4 : 1}px solid ${WALL.line}`,
                    }}
                  >
                    {type === 'HLY' && newDay && (
                      <div style={{ fontSize: '0.34em', lineHeight: 1.05, fontWeight: 400 }}>{dayText(date)}</div>
                    )}
                    <div style={{ fontSize: type === 'HLY' ? '0.75em' : '0.6em' }}>
                      {type === 'HLY' ? <HourLabel date={row.FTR_DATE} hour={row.FTR_HOUR} /> : dayText(date)}
                    </div>
                  </th>
                  {panel.map((column) => (
                    <Cell key={column.ID} column={column} row={row} fresh={fresh} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
};
