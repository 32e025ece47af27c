import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// The Node build: jsdom has no TextEncoder for the browser's.
import { renderToString } from 'react-dom/server.node';
import { useAuthStore } from '@da-boulder/shared-ui';
import { frame } from '../../testing/render-frame';

/** The frame on /about as the server sends it, in the page. */
function serverFrame() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(frame('/about'));
  document.body.append(container);
  return container;
}

// jsdom has no popovers: what the browser does with these attributes (opening, closing, closing
// once a link is chosen) is in e2e/frame.spec.ts.
describe('MobileMenu', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    useAuthStore.setState({ user: null, verified: false });
  });

  it('is in the server’s HTML, opened by an enabled toggle with no script: a popover dialog with a close button and the links', () => {
    const page = within(serverFrame());
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');

    // The popover the toggle opens: a dialog titled Menu, closed as the page starts.
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAttribute('role', 'dialog');
    expect(document.getElementById(menu.getAttribute('aria-labelledby')!)).toHaveTextContent(
      /^Menu$/,
    );
    expect(menu).not.toBeVisible();
    const close = within(menu).getByRole('button', { name: 'Close', hidden: true });
    expect(close).toHaveAttribute('popovertarget', menu.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
    expect(
      within(within(menu).getByRole('navigation', { name: 'Main', hidden: true }))
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/#about',
      '/#events-programs',
      '/events/diamond-heart-ten-new-group',
      '/community',
      '/contact',
      '/programs',
    ]);
  });

  it('hydrates as the server rendered it, with no mismatch', async () => {
    const container = serverFrame();
    const before = container.innerHTML;
    const errors = jest.spyOn(console, 'error');
    try {
      await act(async () => {
        hydrateRoot(container, frame('/about'));
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(container.innerHTML).toBe(before);
  });

  it('opens and closes by script where the browser has no popovers (jsdom has none either)', async () => {
    const container = serverFrame();
    await act(async () => {
      hydrateRoot(container, frame('/about'));
    });
    const page = within(container);
    const menu = document.getElementById(
      page.getByRole('button', { name: 'Menu' }).getAttribute('popovertarget')!,
    )!;
    await act(async () => page.getByRole('button', { name: 'Menu' }).click());
    expect(menu).toBeVisible();
    const close = within(menu).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await act(async () => close.click());
    expect(menu).not.toBeVisible();
  });

  it('closes as focus leaves it for the page behind, not for its toggle', async () => {
    const container = serverFrame();
    await act(async () => {
      hydrateRoot(container, frame('/about'));
    });
    const page = within(container);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    await act(async () => toggle.click());
    const links = within(menu).getAllByRole('link');
    act(() => links[links.length - 1].focus());
    act(() => toggle.focus());
    expect(menu).toBeVisible();
    act(() => links[0].focus());
    // Tab past the last link: to a link of the page, behind the menu.
    const behind = page.getAllByRole('link').find((link) => !menu.contains(link))!;
    act(() => behind.focus());
    expect(menu).not.toBeVisible();
    expect(behind).toHaveFocus();
  });
});
