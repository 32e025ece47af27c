import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminGuard } from '../dashboard/admin-guard';

const LoginPage = lazy(() => import('../login/login-page'));
const DashboardPage = lazy(() => import('../dashboard/dashboard-page'));

/** /login and /admin (SPEC §2). The shell hands every /login and /admin/* path to this tree. */
export default function AdminRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="/admin/:tab?"
          element={
            <AdminGuard>
              <DashboardPage />
            </AdminGuard>
          }
        />
        <Route path="/admin/*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </Suspense>
  );
}
