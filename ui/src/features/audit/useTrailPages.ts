import type { AuditTrailPage } from '@ftr/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { trailOptions, type PageAt, type TrailFilter } from './service.ts';

/** Where the view is: which page to load and how to number its rows once loaded. */
type Nav = { at: PageAt; kind: 'first' | 'next' | 'previous' | 'last'; offset: number };
const FIRST: Nav = { at: {}, kind: 'first', offset: 0 };
const LAST: Nav = { at: { last: true }, kind: 'last', offset: 0 };

const offsetOf = (nav: Nav, page: AuditTrailPage): number =>
  nav.kind === 'previous'
    ? Math.max(0, nav.offset - page.rows.length)
    : nav.kind === 'last'
      ? Math.max(0, page.total - page.rows.length)
      : nav.offset;

/**
 * Cursor paging of the trail: first, next, previous, last. The server pages by
 * keyset, so there are no page numbers; the view counts the rows it has stepped over to show "rows a–b
 * of n". Any change of filter or page size goes back to the first page (the last, newest, page when
 * `newestFirst`). Each page is a cached read; the page shown stays until the next one has loaded.
 */
export const useTrailPages = (filter: TrailFilter, pageSize: number, newestFirst = false) => {
  const reportError = useReportError();
  const start = newestFirst ? LAST : FIRST;
  const [nav, setNav] = useState<Nav>(start);
  const { site, code, from, to, user, source } = filter;

  useEffect(() => setNav(start), [site, code, from, to, user, source, pageSize, start]);
  const query = useRouteQuery('auditTrail', trailOptions({ site, code, from, to, user, source }, nav.at, pageSize), {
    placeholderData: keepPreviousData,
    onError: (error) => reportError(error),
  });
  // The rows are numbered by the move that loaded them: kept with the page until the next one is in.
  const shown = useRef<{ page: AuditTrailPage; offset: number } | null>(null);
  if (query.data && !query.isPlaceholderData && shown.current?.page !== query.data)
    shown.current = { page: query.data, offset: offsetOf(nav, query.data) };

  const page = shown.current?.page;
  const offset = shown.current?.offset ?? 0;
  return {
    page,
    offset,
    loading: query.isFetching,
    first: () => setNav(FIRST),
    next: () => page?.nextCursor && setNav({ at: { after: page.nextCursor }, kind: 'next', offset: offset + page.rows.length }),
    previous: () => page?.prevCursor && setNav({ at: { before: page.prevCursor }, kind: 'previous', offset }),
    last: () => setNav(LAST),
  };
};
