import { lazy, Suspense } from 'react';
import { Loading } from './Loading.tsx';

// Issue 18 item 13: antd, TanStack Query and the application frame arrive with the first page that needs them.
export const antFrame = () => import('./AntFrame.tsx');
const LazyProviders = lazy(() => antFrame().then((module) => ({ default: module.AntProviders })));
const LazyAppLayout = lazy(() => antFrame().then((module) => ({ default: module.AppLayout })));

export const AntProviders = () => (
  <Suspense fallback={<Loading />}>
    <LazyProviders />
  </Suspense>
);

export const AppLayout = () => (
  <Suspense fallback={<Loading />}>
    <LazyAppLayout />
  </Suspense>
);
