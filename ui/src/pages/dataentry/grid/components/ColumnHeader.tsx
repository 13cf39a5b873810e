import { EditOutlined } from '@ant-design/icons';
import type { CcfLabel } from '@ftr/contracts';
import { Button, Tag } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { unitInBrackets, withUnit } from '../../../../format/units.ts';
import type { GridColumn } from '../column.ts';

const LABEL_COLOURS: Record<CcfLabel, string> = { 'New CCF': 'red', 'Ongoing CCF': 'orange', 'Pending Close': 'blue' };

interface Props {
  readonly column: GridColumn;
  readonly label: CcfLabel | null;
  readonly showCodes: boolean;
  /** PARAMETERS users: the code links to the parameter. */
  readonly canEditParameters: boolean;
  /** The edit pencil: PARAMETERS users, except on a read-only (past) view. */
  readonly editable: boolean;
  /** VIEW_CCF users: the label of a column with a CCF (open or pending close) links to that CCF. */
  readonly canViewCcf: boolean;
  readonly onEdit: (column: GridColumn) => void;
}

/** The whole heading on hover: a long one is cut to two lines (one when compact) in the cell. */
const headingTitle = (column: GridColumn): string =>
  withUnit([column.HEADING1, column.HEADING2, column.HEADING3].filter(Boolean).join(' · '), column.UNITS) + ` (${column.CODE})`;

/** A column heading (spec 1 §2): HEADING1 to HEADING3, optionally the code, the CCF label, the edit button. */
export const ColumnHeader = memo(function ColumnHeader({
  column,
  label,
  showCodes,
  canEditParameters,
  editable,
  canViewCcf,
  onEdit,
}: Props) {
  const code = canEditParameters ? (
    <Link className="dg-code" to={`/parameters/${encodeURIComponent(column.CODE)}`}>
      {column.CODE}
    </Link>
  ) : (
    <span className="dg-code">{column.CODE}</span>
  );
  const tag = label ? (
    <Tag color={LABEL_COLOURS[label]} data-testid={`ccf-label-${column.CODE}`} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  ) : null;
  return (
    <th className={column.SEPERATOR ? 'dg-sep' : undefined} scope="col" data-code={column.CODE} title={headingTitle(column)}>
      <div className="dg-h">{column.HEADING1}</div>
      {column.HEADING2 ? <div className="dg-h dg-heading2">{column.HEADING2}</div> : null}
      {column.HEADING3 ? <div className="dg-h dg-heading3">{column.HEADING3}</div> : null}
      {column.UNITS ? (
        <div className="dg-unit" data-testid={`unit-${column.CODE}`}>
          {unitInBrackets(column.UNITS)}
        </div>
      ) : null}
      {showCodes ? code : null}
      {label ? (
        <div className="dg-label">
          {canViewCcf && column.CCF_ID ? (
            <Link to={`/ccf/${encodeURIComponent(column.CCF_ID)}/${encodeURIComponent(column.CODE)}`} title="Open the CCF">
              {tag}
            </Link>
          ) : (
            tag
          )}
        </div>
      ) : null}
      {editable ? (
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit column ${column.CODE}`}
          title="Edit headings, precision and check limits"
          onClick={() => onEdit(column)}
        />
      ) : null}
    </th>
  );
});
