import { lazy, Suspense } from 'react';
import { Loading } from './Loading.tsx';

// Issue 18 item 13: TanStack Query and the application frame arrive with the first page that needs them.
export const appFrame = () => import('./AppFrame.tsx');
const LazyQueryFrame = lazy(() => appFrame().then((module) => ({ default: module.QueryFrame })));
const LazyAppLayout = lazy(() => appFrame().then((module) => ({ default: module.AppLayout })));

export const QueryFrame = () => (
  <Suspense fallback={<Loading />}>
    <LazyQueryFrame />
  </Suspense>
);

export const AppLayout = () => (
  <Suspense fallback={<Loading />}>
    <LazyAppLayout />
  </Suspense>
);
