import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AntBoundary } from '../layout/AntBoundary.tsx';
import { AppLayout, appFrame, QueryFrame } from '../layout/lazyFrame.tsx';
import { Loading } from '../layout/Loading.tsx';
import { PlainFrame } from '../layout/plain/PlainFrame.tsx';
import { setSignedInPreload } from '../layout/warmSignedIn.ts';
import { PublicOnly, RequireAuth } from './guards.tsx';
import type { PageHandle } from './pageHandle.ts';
import { RouteError } from './RouteError.tsx';
import { ROUTE_TABLE, type PageModule, type RouteRule } from './routeTable.ts';

const pageOf = (module: PageModule): ReactNode => {
  const Page = lazy(module);
  return <Page />;
};

/** A bare page inside antd's providers (the shell's pages get them from AppLayout, once one needs them). */
const drawn = (rule: RouteRule, page: ReactNode): ReactNode => (rule.bare ? <AntBoundary>{page}</AntBoundary> : page);

/** The page of a rule behind its guard: the rule's access, or public-only, or none. */
const guarded = (rule: RouteRule, page: ReactNode): ReactNode => {
  if (rule.guard === 'none' || (rule.access === 'public' && rule.guard === undefined)) return page;
  if (rule.guard === 'public-only') return <PublicOnly>{page}</PublicOnly>;
  return <RequireAuth access={rule.access}>{page}</RequireAuth>;
};

const routeOf = (rule: RouteRule, page: PageModule): RouteObject => ({
  path: rule.pattern,
  handle: { antd: !rule.withoutAntd && !rule.plain } satisfies PageHandle,
  element: guarded(rule, drawn(rule, rule.bare ? <Suspense fallback={<Loading />}>{pageOf(page)}</Suspense> : pageOf(page))),
  children: rule.children?.map((child) =>
    child.path === '' ? { index: true, element: pageOf(child.page) } : { path: child.path, element: pageOf(child.page) },
  ),
});

const withPages = ROUTE_TABLE.flatMap((rule) => (rule.page ? [{ rule, page: rule.page }] : []));
const pagesWhere = (test: (rule: RouteRule) => boolean) =>
  withPages.filter(({ rule }) => test(rule)).map(({ rule, page }) => routeOf(rule, page));

/**
 * The route tree, built from the one route table (routeTable.ts): the sign-in page in the plain frame
 * (no antd, TanStack Query or zod); the others inside the query cache (loaded on demand),
 * bare pages (the wallboard) on their own and the rest inside the shell (AppLayout, drawn without antd).
 * Pages but Home (`withoutAntd`) are drawn inside antd's providers (AntBoundary), loaded with the first such
 * page; unknown paths go to /not-found. Every level has RouteError as its errorElement: a page that
 * fails to load or render shows it inside its frame. A data router (rather than <BrowserRouter>), so a
 * page can block leaving it (useBlocker: the grid's pending changes).
 */
export const routes: RouteObject[] = [
  {
    element: <PlainFrame />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: pagesWhere((rule) => rule.plain === true) }],
  },
  {
    element: <QueryFrame />,
    errorElement: <RouteError />,
    children: [
      ...pagesWhere((rule) => rule.bare === true).map((route) => ({ ...route, errorElement: <RouteError /> })),
      {
        element: <AppLayout />,
        errorElement: <RouteError />,
        children: [
          {
            errorElement: <RouteError />,
            children: [...pagesWhere((rule) => !rule.bare && !rule.plain), { path: '*', element: <Navigate to="/not-found" replace /> }],
          },
        ],
      },
    ],
  },
];

// What the sign-in page fetches while its request is under way: the frame and Home, the first page after sign-in.
setSignedInPreload(() => Promise.all([appFrame(), import('../pages/home/index.tsx')]));

export const router = createBrowserRouter(routes);
