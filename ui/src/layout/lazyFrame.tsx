import { lazy, Suspense } from 'react';
import { PageLoading } from './Loading.tsx';

// TanStack Query and the application frame arrive with the first page that needs them.
export const appFrame = () => import('./AppFrame.tsx');
const LazyQueryFrame = lazy(() => appFrame().then((module) => ({ default: module.QueryFrame })));
const LazyAppLayout = lazy(() => appFrame().then((module) => ({ default: module.AppLayout })));

export const QueryFrame = () => (
  <Suspense fallback={<PageLoading />}>
    <LazyQueryFrame />
  </Suspense>
);

export const AppLayout = () => (
  <Suspense fallback={<PageLoading />}>
    <LazyAppLayout />
  </Suspense>
);
