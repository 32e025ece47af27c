import { useLocation } from 'react-router-dom';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">404 Page Not Found</h1>
      <p>
        Did you forget to add the page to the router? No route matches <code>{pathname}</code>.
      </p>
    </section>
  );
}
