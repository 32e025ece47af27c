import type { ReactNode } from 'react';

/** The app frame around every page: header, main landmark, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <a href="/">Diamond Approach Boulder</a>
      </header>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <footer>
        <p>© {new Date().getFullYear()} Diamond Approach Boulder</p>
      </footer>
    </>
  );
}
