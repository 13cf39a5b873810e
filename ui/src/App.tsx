import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './components/AppErrorBoundary.tsx';
import { router } from './routing/router.tsx';

/**
 * The error boundary outermost (a failure outside the routes' own errorElement), then the router built
 * from the route table. The query cache (layout/AppFrame.tsx) and antd's providers (layout/AntBoundary.tsx)
 * wrap the pages that use them, inside the route tree: the sign-in page loads neither, Home no antd.
 */
export const App = () => (
  <AppErrorBoundary>
    <RouterProvider router={router} />
  </AppErrorBoundary>
);
