import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Toaster } from '@da-boulder/shared-ui';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { RouteFocus } from './route-focus/route-focus';
import { useScrollManager } from './scroll-manager/scroll-manager';
import { MAIN_ID, SkipLink } from './skip-link/skip-link';
import { useVerifyStoredUser } from '../session/use-verify-stored-user';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall, so the footer starts below the fold and never jumps while a remote,
// a page chunk or its data arrives (layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  outline: none;
`;

/** The frame around every page: skip link, sticky header, main landmark, footer, toasts. */
export function SiteFrame({ children }: { children: ReactNode }) {
  useScrollManager();
  useVerifyStoredUser();
  return (
    <Page>
      <SkipLink />
      <Header />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <RouteFocus />
      <Toaster />
    </Page>
  );
}
