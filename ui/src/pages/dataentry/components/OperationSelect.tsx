import { type OperationDto } from '@ftr/contracts';
import { Select } from 'antd';

interface Props {
  operations: readonly OperationDto[];
  value: string | null;
  onChange: (code: string) => void;
}

/** The operation selector (spec 1 §2): the site's operations, newest first, with type and status. */
export const OperationSelect = ({ operations, value, onChange }: Props) => (
  <Select
    aria-label="Operation"
    data-testid="operation-select"
    showSearch={{ optionFilterProp: 'label' }}
    placeholder="Choose an operation"
    value={value ?? undefined}
    onChange={onChange}
    style={{ minWidth: 200 }}
    popupMatchSelectWidth={false}
    options={operations.map((op) => ({
      value: op.OPTN_CODE,
      label: `${op.OPTN_CODE} · ${op.COMMENTS} · ${op.STATUS}`,
    }))}
  />
);
