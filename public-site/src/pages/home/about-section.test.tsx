import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@da-boulder/shared-ui/testing';
import { AboutSection } from './about-section';

const HEADING = "In our students' words";

describe('home about section: testimonials', () => {
  it('shows the testimonials under their heading', async () => {
    mockApi({ '/api/testimonials': { body: { testimonials: [{ id: 't1', quote: 'Kindly.' }] } } });
    renderWithProviders(<AboutSection />);
    expect((await screen.findAllByText('“Kindly.”')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: HEADING })).toBeInTheDocument();
  });

  it('a failed read shows Failed to fetch testimonials, with a retry, and no empty heading', async () => {
    let fail = true;
    mockApi({
      '/api/testimonials': () =>
        fail
          ? { status: 500, body: { message: 'boom' } }
          : { body: { testimonials: [{ id: 't1', quote: 'Back again.' }] } },
    });
    renderWithProviders(<AboutSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch testimonials');
    expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('“Back again.”')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: HEADING })).toBeInTheDocument();
  });

  it('shows no heading over an empty list', async () => {
    const fetchMock = mockApi({ '/api/testimonials': { body: { testimonials: [] } } });
    renderWithProviders(<AboutSection />);
    await screen.findByRole('heading', { name: 'What is the Diamond Approach?' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
  });
});
