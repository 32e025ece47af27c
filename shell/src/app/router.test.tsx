import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@da-boulder/shared-ui';
import { PROVIDER_FUTURE, ROUTER_FUTURE, SiteRoutes } from './router';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

describe('SiteRoutes', () => {
  it('takes a path written in capitals to its lower-case self, as the server does', async () => {
    // No remote is registered here: the page itself shows "unavailable"; the address is the point.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter
          initialEntries={['/EVENTS/Autumn-Retreat?Token=AbC#Top']}
          future={{ ...PROVIDER_FUTURE, v7_relativeSplatPath: ROUTER_FUTURE.v7_relativeSplatPath }}
        >
          <SiteRoutes />
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(await screen.findByText('/events/autumn-retreat?Token=AbC#Top')).toBeInTheDocument();
  });
});
