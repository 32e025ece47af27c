import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { PROVIDER_FUTURE, ROUTER_FUTURE, siteRoutes } from './router';

describe('the site’s routes', () => {
  it('take a path written in capitals to its lower-case self, as the server does', async () => {
    // No public site here: its pages say it is unavailable; the address is the point.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(siteRoutes(undefined), {
      initialEntries: ['/EVENTS/Autumn-Retreat?Token=AbC#Top'],
      future: ROUTER_FUTURE,
    });
    render(
      <Providers>
        <RouterProvider router={router} future={PROVIDER_FUTURE} />
      </Providers>,
    );
    expect(
      await screen.findByRole('heading', {
        name: 'This part of the site is unavailable right now',
      }),
    ).toBeInTheDocument();
    const { pathname, search, hash } = router.state.location;
    expect(`${pathname}${search}${hash}`).toBe('/events/autumn-retreat?Token=AbC#Top');
  });
});
