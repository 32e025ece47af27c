import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {children}
      </MemoryRouter>
    </ThemeProvider>
  );
}

/** Renders with the theme and a router, as the shell provides them (kept across rerender). */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: Providers });
}
