import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@da-boulder/shared-ui';

const LoginPage = lazy(() => import('../login/login-page'));

/** /login and /admin. The shell mounts this under "/login/*" and "/admin/*". */
export default function AdminRoutes() {
  const user = useAuthStore((state) => state.user);
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="/admin/*"
          element={user?.isAdmin ? <h1>Dashboard</h1> : <Navigate to="/login" replace />}
        />
      </Routes>
    </Suspense>
  );
}
