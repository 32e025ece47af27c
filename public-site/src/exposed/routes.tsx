import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

const HomePage = lazy(() => import('../pages/home/home-page'));
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page'));

/** Every public route of the site. The shell mounts this under "/*". */
export default function PublicRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
