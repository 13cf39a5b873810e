import { LOOKUP_LABELS, type EditableLookupName, type LookupDto } from '@ftr/contracts';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { instantText } from '../../../format/time.ts';

interface Options {
  name: EditableLookupName;
  onEdit: (lookup: LookupDto) => void;
  onDelete: (lookup: LookupDto) => void;
}

/** Spec 2 §3 Lookup columns: code, description, parameters using it, of which in use, last updated, by whom; edit and delete. */
export const lookupColumns = ({ name, onEdit, onDelete }: Options): TableColumnsType<LookupDto> => [
  { title: 'Code', dataIndex: 'code', key: 'code', width: 110 },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  { title: 'Parameters', dataIndex: 'parameters', key: 'parameters', align: 'right', width: 110 },
  { title: 'In Use', dataIndex: 'active_parameters', key: 'active', align: 'right', width: 90 },
  { title: 'Last Updated', dataIndex: 'updatedAt', key: 'updatedAt', render: (at: string | null) => (at ? instantText(at) : '') },
  { title: 'Updated By', dataIndex: 'updatedBy', key: 'updatedBy' },
  {
    title: '',
    key: 'actions',
    width: 140,
    render: (_value: unknown, lookup: LookupDto) => (
      <Space size="small">
        <Button type="link" size="small" data-testid={`edit-${name}-${lookup.code}`} onClick={() => onEdit(lookup)}>
          Edit
        </Button>
        <Popconfirm
          title={`Delete ${LOOKUP_LABELS[name]} ${lookup.code}?`}
          description={lookup.description}
          okText="Yes"
          cancelText="No"
          onConfirm={() => onDelete(lookup)}
        >
          <Button type="link" size="small" danger data-testid={`delete-${name}-${lookup.code}`}>
            Delete
          </Button>
        </Popconfirm>
      </Space>
    ),
  },
];
