import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_HEADS, usePageMeta } from '@da-boulder/shared-ui';
import { AdminGuard } from '../dashboard/admin-guard';
// With the routes, not a chunk of its own: the login page is client-rendered, and a chunk found
// only once the routes run would be one more round trip before it shows.
import LoginPage from '../login/login-page';

const DashboardPage = lazy(() => import('../dashboard/dashboard-page'));
const ForgotPasswordPage = lazy(() => import('../login/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../login/reset-password-page'));
const AcceptInvitePage = lazy(() => import('../login/accept-invite-page'));

/** The dashboard's own page title, whichever tab is open (and while the session is checked). */
function DashboardTitle() {
  usePageMeta(ADMIN_HEADS.dashboard.title, ADMIN_HEADS.dashboard.description);
  return null;
}

/** /login and /admin (SPEC §2). The shell hands every /login and /admin/* path to this tree. */
export default function AdminRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login/forgot" element={<ForgotPasswordPage />} />
        <Route path="/login/reset" element={<ResetPasswordPage />} />
        {/* An invite's link: the invitee has no account yet, so it stands outside the guard. */}
        <Route path="/admin/accept-invite" element={<AcceptInvitePage />} />
        {/* The dashboard reads its part, tab and filters from the rest of the address. */}
        <Route
          path="/admin/*"
          element={
            <AdminGuard>
              <DashboardTitle />
              <DashboardPage />
            </AdminGuard>
          }
        />
      </Routes>
    </Suspense>
  );
}
