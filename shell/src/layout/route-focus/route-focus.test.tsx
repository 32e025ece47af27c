import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useAuthStore, usePageMeta } from '@da-boulder/shared-ui';
import { renderFrame } from '../../testing/render-frame';

function Page({ heading, title }: { heading: string; title: string }) {
  usePageMeta(title, '');
  return <h1>{heading}</h1>;
}

/** A page whose tabs change the address in place, as the dashboard's do. */
function Tabs() {
  const navigate = useNavigate();
  return (
    <>
      <Page heading="Content Dashboard" title="Content Dashboard | Site" />
      <button type="button" onClick={() => navigate('/admin/teachers', { replace: true })}>
        Teachers tab
      </button>
    </>
  );
}

function Pages() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <>
            <Page heading="Home" title="Home | Site" />
            <section id="about" aria-label="About">
              About us
            </section>
          </>
        }
      />
      <Route path="/about" element={<Page heading="Our Spiritual Path" title="About | Site" />} />
      <Route path="/contact" element={<Page heading="Contact Us" title="Contact | Site" />} />
      <Route path="/admin/*" element={<Tabs />} />
    </Routes>
  );
}

const status = () => screen.getByRole('status', { hidden: true });

describe('focus and announcements after navigation', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: null, verified: false });
  });

  it('leaves focus alone on the first view', async () => {
    renderFrame('/about', <Pages />);
    await screen.findByRole('heading', { name: 'Our Spiritual Path' });
    expect(document.body).toHaveFocus();
    expect(status()).toHaveTextContent('');
  });

  it('moves focus to the new page’s heading and announces its title after a link', async () => {
    const user = userEvent.setup();
    renderFrame('/about', <Pages />);
    const contact = screen.getAllByRole('link', { name: 'Contact' })[0];
    contact.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(status()).toHaveTextContent('Contact | Site'));

    // Tab goes on from the heading into the page, and the heading gives its tabindex back.
    await user.tab();
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('focuses a hash target on another page instead of the heading, and lands on it', async () => {
    const user = userEvent.setup();
    renderFrame('/about', <Pages />);
    await user.click(screen.getAllByRole('link', { name: 'About' })[0]);
    const about = await screen.findByRole('region', { name: 'About' });
    await waitFor(() => expect(about).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
    await waitFor(() => expect(status()).toHaveTextContent('Home | Site'));
  });

  it('keeps focus on a control that changed the address in place', async () => {
    const user = userEvent.setup();
    renderFrame('/admin', <Pages />);
    const tab = screen.getByRole('button', { name: 'Teachers tab' });
    await user.click(tab);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/teachers'),
    );
    expect(tab).toHaveFocus();
    expect(status()).toHaveTextContent('');
  });
});
