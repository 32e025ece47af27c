import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@da-boulder/shared-ui';
import { RemoteErrorBoundary } from './remote-boundary';

function BrokenPage(): never {
  throw new Error('render failed');
}

const onPage = (route: string, page: JSX.Element) => (
  <ThemeProvider theme={theme}>
    <RemoteErrorBoundary route={route} onRetry={() => undefined}>
      {page}
    </RemoteErrorBoundary>
  </ThemeProvider>
);

describe('RemoteErrorBoundary', () => {
  it('shows "unavailable" for the page that failed, and the next page again once the visitor moves on', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(onPage('/events/broken', <BrokenPage />));
    expect(
      screen.getByRole('heading', { name: 'This part of the site is unavailable right now' }),
    ).toBeInTheDocument();

    view.rerender(onPage('/about', <p>About us</p>));
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
