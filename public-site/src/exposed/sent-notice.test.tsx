import { screen } from '@testing-library/react';
import { renderRoute } from '../testing/render-route';

// The notice reads `?sent=` by the rule the shell keys its cached page on (one value, a known
// form): the browser then shows what the server rendered, and hydration finds no difference.
it('says a form was sent for one known ?sent=, and nothing for two or an unknown one', async () => {
  const sent = renderRoute('/contact?sent=contact-page');
  expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
  sent.unmount();

  for (const url of ['/contact?sent=contact-page&sent=contact-page', '/contact?sent=made-up']) {
    const page = renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Message sent' })).toBeNull();
    page.unmount();
  }
});
