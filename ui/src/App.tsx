import { App as AntApp, ConfigProvider, Spin } from 'antd';
import enGB from 'antd/locale/en_GB';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout.tsx';
import { PublicOnly, RequireAuth } from './routing/guards.tsx';

// Pages load on demand, so each page's libraries (charts, grids) arrive with it.
const HomePage = lazy(() => import('./pages/home/index.tsx'));
const LoginPage = lazy(() => import('./pages/login/index.tsx'));
const LogoutPage = lazy(() => import('./pages/logout/index.tsx'));
const NotFoundPage = lazy(() => import('./pages/not-found/index.tsx'));
const OperationsPage = lazy(() => import('./pages/operations/index.tsx'));
const NotificationsPage = lazy(() => import('./pages/notifications/index.tsx'));
const HelpPage = lazy(() => import('./pages/help/index.tsx'));
const FunctionsHelpPage = lazy(() => import('./pages/help/functions/index.tsx'));
const AppHelpPage = lazy(() => import('./pages/app-help/index.tsx'));
const PrivacyPage = lazy(() => import('./pages/privacy/index.tsx'));
const UsersPage = lazy(() => import('./pages/users/index.tsx'));
const UserFormPage = lazy(() => import('./pages/users/form/index.tsx'));
const RegisterPage = lazy(() => import('./pages/register/index.tsx'));
const ResetRequestPage = lazy(() => import('./pages/reset/index.tsx'));
const ResetCompletePage = lazy(() => import('./pages/reset/complete/index.tsx'));
const ProfileLayout = lazy(() => import('./pages/profile/index.tsx'));
const ProfileDetailsPage = lazy(() => import('./pages/profile/details/index.tsx'));
const ChangePasswordPage = lazy(() => import('./pages/profile/password/index.tsx'));
const FavouritesPage = lazy(() => import('./pages/profile/favourites/index.tsx'));
const SubscriptionsPage = lazy(() => import('./pages/profile/subscriptions/index.tsx'));
const ManageScreensPage = lazy(() => import('./pages/dataentry/manage/index.tsx'));
const ScreenEditorPage = lazy(() => import('./pages/dataentry/manage/editor/index.tsx'));
const DataEntryStartPage = lazy(() => import('./pages/dataentry/index.tsx'));
const DataEntryGridPage = lazy(() => import('./pages/dataentry/grid/index.tsx'));
const RecalculatePage = lazy(() => import('./pages/recalculate/index.tsx'));
const LivePage = lazy(() => import('./pages/live/index.tsx'));
const WallboardPage = lazy(() => import('./pages/live/wallboard/index.tsx'));
const ParameterDataPage = lazy(() => import('./pages/parameter/index.tsx'));
const IntegrityPage = lazy(() => import('./pages/integrity/index.tsx'));
const CcfSettingsPage = lazy(() => import('./pages/ccf-settings/index.tsx'));
const CcfListPage = lazy(() => import('./pages/ccf/index.tsx'));
const CcfDetailPage = lazy(() => import('./pages/ccf/detail/index.tsx'));

/**
 * Routes of the pages that exist (spec 3 §2). What each needs comes from routing/routeTable.ts, which
 * RequireAuth reads for the current path; unknown paths go to /not-found.
 */
const AppRoutes = () => (
  <Routes>
    {/* The wallboard has no shell (no top bar, sidebar or cookie banner): it fills the control-room screen. */}
    <Route path="/live/wallboard/:site/:screenId" element={<RequireAuth flag="LIVE_DATA"><Suspense fallback={<Spin />}><WallboardPage /></Suspense></RequireAuth>} />
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
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/app-help/:topic?" element={<AppHelpPage />} />
      <Route
        path="/help"
        element={
          <RequireAuth>
            <HelpPage />
          </RequireAuth>
        }
      />
      <Route
        path="/help/functions"
        element={
          <RequireAuth>
            <FunctionsHelpPage />
          </RequireAuth>
        }
      />
      <Route path="/notifications" element={<RequireAuth><NotificationsPage /></RequireAuth>} />
      <Route path="/live" element={<RequireAuth flag="LIVE_DATA"><LivePage /></RequireAuth>} />
      <Route path="/users" element={<RequireAuth flag="USERS"><UsersPage /></RequireAuth>} />
      <Route path="/users/:id" element={<RequireAuth flag="USERS"><UserFormPage /></RequireAuth>} />
      <Route path="/admin/integrity" element={<RequireAuth flag="USERS"><IntegrityPage /></RequireAuth>} />
      <Route path="/dataentry/manage" element={<RequireAuth flag="MAINTAIN_DATA_SCREENS"><ManageScreensPage /></RequireAuth>} />
      <Route path="/dataentry/manage/:id" element={<RequireAuth flag="MAINTAIN_DATA_SCREENS"><ScreenEditorPage /></RequireAuth>} />
      <Route path="/dataentry" element={<RequireAuth flag="VIEW_DATA_SCREENS"><DataEntryStartPage /></RequireAuth>} />
      <Route path="/dataentry/:screenId/:operationCode/:screenType/:date/:hourMode" element={<RequireAuth flag="VIEW_DATA_SCREENS"><DataEntryGridPage /></RequireAuth>} />
      <Route path="/parameter/:site/:code" element={<RequireAuth flag="PARAMETERS"><ParameterDataPage /></RequireAuth>} />
      <Route path="/recalculate" element={<RequireAuth flag="RECALCULATE"><RecalculatePage /></RequireAuth>} />
      <Route path="/ccf/settings" element={<RequireAuth flag="MAINTAIN_CCF"><CcfSettingsPage /></RequireAuth>} />
      <Route path="/ccf" element={<RequireAuth flag="VIEW_CCF"><CcfListPage /></RequireAuth>} />
      <Route path="/ccf/:id/:parmCode" element={<RequireAuth flag="VIEW_CCF"><CcfDetailPage /></RequireAuth>} />
      <Route path="/register" element={<PublicOnly><RegisterPage /></PublicOnly>} />
      <Route path="/reset" element={<PublicOnly><ResetRequestPage /></PublicOnly>} />
      <Route path="/reset/:id" element={<ResetCompletePage />} />
      <Route path="/profile" element={<RequireAuth><ProfileLayout /></RequireAuth>}>
        <Route index element={<ProfileDetailsPage />} />
        <Route path="password" element={<ChangePasswordPage />} />
        <Route path="favourites" element={<FavouritesPage />} />
        <Route path="subscriptions" element={<SubscriptionsPage />} />
      </Route>
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
