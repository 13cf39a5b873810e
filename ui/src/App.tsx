import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout.tsx';
import { PublicOnly, RequireAuth } from './routing/guards.tsx';

// Pages load on demand, so each page's libraries (charts, grids) arrive with it.
const HomePage = lazy(() => import('./pages/home/index.tsx'));
const LoginPage = lazy(() => import('./pages/login/index.tsx'));
const LogoutPage = lazy(() => import('./pages/logout/index.tsx'));
const NotFoundPage = lazy(() => import('./pages/not-found/index.tsx'));
const OperationsPage = lazy(() => import('./pages/operations/index.tsx'));

/** Routes (spec 3 §2 route table); each page arrives with its issue. */
const AppRoutes = () => (
  <Routes>
    <Route element={<AppLayout />}>
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        }
      />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/not-found" element={<NotFoundPage />} />
      <Route
        path="/"
        element={
          <RequireAuth>
            <HomePage />
          </RequireAuth>
        }
      />
      <Route
        path="/operations"
        element={
          <RequireAuth flag="OPERATIONS">
            <OperationsPage />
          </RequireAuth>
        }
      />
      <Route path="*" element={<Navigate to="/not-found" replace />} />
    </Route>
  </Routes>
);

export const App = () => (
  <ConfigProvider locale={enGB}>
    <AntApp>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AntApp>
  </ConfigProvider>
);
