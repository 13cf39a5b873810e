import { PROCESS_TAG_MESSAGES as M, TAG_PAGE_SIZE, type TagReadingDto, type TagSource } from '@ftr/contracts';
import { App, Card, Select, Table } from 'antd';
import { useState } from 'react';
import { isUnauthenticated, useReportError } from '../../../api/errors.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { readingColumns } from './columns.tsx';

const TITLES: Record<TagSource, string> = { PHD: 'Process Control Tags', IWB: 'Product Weighbridge Codes' };

/**
 * One search of /processtags (spec 3 §2): the site's distinct tag names in a searchable list; choosing
 * one lists its readings, newest first, 16 rows a page. A failed load says 'Something went wrong' (spec 3 §8).
 */
export const TagSearch = ({ source }: { source: TagSource }) => {
  const [tag, setTag] = useState<string | null>(null);
  const { message } = App.useApp();
  const report = useReportError();
  const onError = (error: Error) => (isUnauthenticated(error) ? report(error) : void message.error(M.searchFailed));
  const id = source.toLowerCase();
  const names = useRouteQuery(source === 'PHD' ? 'distinctPhdTags' : 'distinctIwbTags', {}, { onError });
  const readings = useRouteQuery(
    source === 'PHD' ? 'searchPhdTags' : 'searchIwbTags',
    { query: { tagname: tag ?? '' } },
    { enabled: tag !== null, onError },
  );

  return (
    <Card title={TITLES[source]} data-testid={`tags-${id}`} style={{ marginBottom: 24 }}>
      <Select
        showSearch
        allowClear
        placeholder="Search by tag name"
        value={tag}
        onChange={(value: string | undefined) => setTag(value ?? null)}
        loading={names.isLoading}
        options={(names.data ?? []).map((t) => ({ value: t.TAGNAME, label: t.TAGNAME, title: t.TAGNAME }))}
        notFoundContent="No tags"
        style={{ width: 360, marginBottom: 12 }}
        data-testid={`tag-select-${id}`}
      />
      <Table<TagReadingDto>
        rowKey="TIMESTAMP"
        columns={readingColumns}
        dataSource={tag === null ? [] : (readings.data ?? [])}
        loading={readings.isFetching}
        pagination={{ pageSize: TAG_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: false }}
        locale={{ emptyText: tag === null ? 'Choose a tag to see its readings' : 'No readings' }}
        size="small"
        data-testid={`tag-readings-${id}`}
      />
    </Card>
  );
};
