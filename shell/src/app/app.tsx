import { Providers, type ProvidersProps } from './providers';
import { SiteRoutes } from './router';
import { SiteFrame } from '../layout/site-frame';

export function App(props: Omit<ProvidersProps, 'children'>) {
  return (
    <Providers {...props}>
      <SiteFrame>
        <SiteRoutes />
      </SiteFrame>
    </Providers>
  );
}
