import { Providers } from './providers';
import { SiteRoutes } from './router';
import { SiteFrame } from '../layout/site-frame';

export function App() {
  return (
    <Providers>
      <SiteFrame>
        <SiteRoutes />
      </SiteFrame>
    </Providers>
  );
}
