import { EditOutlined } from '@ant-design/icons';
import type { CcfLabel } from '@ftr/contracts';
import { Button, Tag } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { GridColumn } from '../column.ts';

const LABEL_COLOURS: Record<CcfLabel, string> = { 'New CCF': 'red', 'Ongoing CCF': 'orange', 'Pending Close': 'blue' };

interface Props {
  readonly column: GridColumn;
  readonly label: CcfLabel | null;
  readonly showCodes: boolean;
  /** PARAMETERS users: the code links to the parameter and the column can be edited. */
  readonly canEditParameters: boolean;
  readonly onEdit: (column: GridColumn) => void;
}

/** A column heading (spec 1 §2): HEADING1 to HEADING3, optionally the code, the CCF label, the edit button. */
export const ColumnHeader = memo(function ColumnHeader({ column, label, showCodes, canEditParameters, onEdit }: Props) {
  const code = canEditParameters ? (
    <Link className="dg-code" to={`/parameters/${encodeURIComponent(column.CODE)}`}>
      {column.CODE}
    </Link>
  ) : (
    <span className="dg-code">{column.CODE}</span>
  );
  return (
    <th className={column.SEPERATOR ? 'dg-sep' : undefined} scope="col" data-code={column.CODE}>
      <div>{column.HEADING1}</div>
      {column.HEADING2 ? <div className="dg-heading2">{column.HEADING2}</div> : null}
      {column.HEADING3 ? <div className="dg-heading3">{column.HEADING3}</div> : null}
      {showCodes ? code : null}
      {label ? (
        <div className="dg-label">
          <Tag color={LABEL_COLOURS[label]} data-testid={`ccf-label-${column.CODE}`} style={{ marginInlineEnd: 0 }}>
            {label}
          </Tag>
        </div>
      ) : null}
      {canEditParameters ? (
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
