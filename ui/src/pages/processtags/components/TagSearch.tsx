import { PROCESS_TAG_MESSAGES as M } from '@ftr/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { isUnauthenticated, useReportError } from '../../../api/errors.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { readingColumns, ticketColumns, ticketKey } from './columns.tsx';
import { SearchCard } from './SearchCard.tsx';

/** A failed load says 'Something went wrong', the spec's message; a 401 signs out. */
const useOnError = () => {
  const { message } = App.useApp();
  const report = useReportError();
  return (error: Error) => (isUnauthenticated(error) ? report(error) : void message.error(M.searchFailed));
};

/** Process-control tags: a tag's readings, newest first (the spec's Process tag reading). */
export const TagSearch = () => {
  const [tag, setTag] = useState<string | null>(null);
  const onError = useOnError();
  const names = useRouteQuery('distinctPhdTags', {}, { onError });
  const readings = useRouteQuery('searchPhdTags', { query: { tagname: tag ?? '' } }, { enabled: tag !== null, onError });
  return (
    <SearchCard
      id="phd"
      title="Process Control Tags"
      names={(names.data ?? []).map((t) => t.TAGNAME)}
      namesLoading={names.isLoading}
      chosen={tag}
      onChoose={setTag}
      rows={readings.data ?? []}
      rowsLoading={readings.isFetching}
      columns={readingColumns}
      rowKey={(r) => r.TIMESTAMP}
    />
  );
};

/** Product weighbridge codes: a product's tickets, newest first (the spec's Product weighbridge reading). */
export const WeighbridgeSearch = () => {
  const [product, setProduct] = useState<string | null>(null);
  const onError = useOnError();
  const names = useRouteQuery('distinctIwbTags', {}, { onError });
  const tickets = useRouteQuery('searchIwbTags', { query: { tagname: product ?? '' } }, { enabled: product !== null, onError });
  return (
    <SearchCard
      id="iwb"
      title="Product Weighbridge Codes"
      names={(names.data ?? []).map((p) => p.PRODUCT_CODE)}
      namesLoading={names.isLoading}
      chosen={product}
      onChoose={setProduct}
      rows={tickets.data ?? []}
      rowsLoading={tickets.isFetching}
      columns={ticketColumns}
      rowKey={ticketKey}
    />
  );
};
