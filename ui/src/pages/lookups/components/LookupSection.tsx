import { PlusOutlined } from '@ant-design/icons';
import { LOOKUP_LABELS, LOOKUP_MESSAGES as M, type EditableLookupName, type LookupDto } from '@ftr/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Button, Card, Input, Table } from 'antd';
import { useState } from 'react';
import { useReportError } from '../../../api/errors.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import type { LookupTarget } from '../form.ts';
import { deleteLookup } from '../service.ts';
import { lookupColumns } from './columns.tsx';
import { LookupModal } from './LookupModal.tsx';

const PLURAL: Record<EditableLookupName, string> = { item: 'Items', measurement: 'Measurements', statistic: 'Statistics' };

/**
 * One list of the Lookups screen (spec 2 §2): search (code or description, on the server), pages of 12,
 * New and Edit in a modal, Delete after a confirmation. Change notices refresh it (query/liveRoutes.ts).
 */
export const LookupSection = ({ name }: { name: EditableLookupName }) => {
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<LookupTarget | null>(null);
  const { message } = App.useApp();
  const report = useReportError();
  const list = useRouteQuery(
    'listLookups',
    { params: { name }, query: search ? { search } : {} },
    { placeholderData: keepPreviousData, onError: (error) => report(error) },
  );
  const removal = useFormMutation({
    write: (lookup: LookupDto) => deleteLookup(name, lookup.code),
    invalidates: ['listLookups'],
    onSuccess: () => void message.success(M.deleted),
  });

  return (
    <Card
      title={PLURAL[name]}
      data-testid={`lookups-${name}`}
      style={{ marginBottom: 24 }}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'create' })} data-testid={`new-${name}`}>
          New {LOOKUP_LABELS[name]}
        </Button>
      }
    >
      <Input.Search
        placeholder={`Search ${PLURAL[name].toLowerCase()} by code or description`}
        allowClear
        onSearch={(text) => setSearch(text.trim())}
        style={{ maxWidth: 360, marginBottom: 12 }}
        data-testid={`search-${name}`}
      />
      <Table<LookupDto>
        rowKey="code"
        columns={lookupColumns({
          name,
          onEdit: (lookup) => setTarget({ mode: 'update', lookup }),
          onDelete: (lookup) => removal.mutate(lookup),
        })}
        dataSource={list.data ?? []}
        loading={list.isLoading}
        pagination={{ pageSize: 12, showSizeChanger: false, hideOnSinglePage: true }}
        size="small"
      />
      <LookupModal name={name} target={target} onClose={() => setTarget(null)} />
    </Card>
  );
};
