import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, type Reply } from '@da-boulder/shared-ui/testing';
import { renderRoute } from '../../testing/render-route';

const HEADING = "In our students' words";

/** The home page, its testimonials answered with `testimonials`: its about section. */
async function aboutSection(testimonials: Reply | (() => Reply)) {
  const fetchMock = mockApi({
    '/api/testimonials': testimonials,
    '/api/cms/events': { body: { events: [] } },
    '/api/cms/programs': { body: { programs: [] } },
  });
  renderRoute('/');
  const section = within(
    await screen.findByRole('region', { name: 'What is the Diamond Approach?' }),
  );
  return { section, fetchMock };
}

describe('home about section: testimonials', () => {
  it('shows the testimonials under their heading', async () => {
    const { section } = await aboutSection({
      body: { testimonials: [{ id: 't1', quote: 'Kindly.' }] },
    });
    expect((await section.findAllByText('“Kindly.”')).length).toBeGreaterThan(0);
    expect(section.getByRole('heading', { name: HEADING })).toBeInTheDocument();
  });

  it('a failed read shows Failed to fetch testimonials, and Try again runs the loader again', async () => {
    let fail = true;
    const { section, fetchMock } = await aboutSection(() =>
      fail
        ? { status: 500, body: { message: 'boom' } }
        : { body: { testimonials: [{ id: 't1', quote: 'Back again.' }] } },
    );
    const alert = await section.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch testimonials');
    expect(section.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
    expect((await section.findAllByText('“Back again.”')).length).toBeGreaterThan(0);
    expect(section.getByRole('heading', { name: HEADING })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/testimonials')).toHaveLength(2);
  });

  it('shows no heading over an empty list', async () => {
    const { section, fetchMock } = await aboutSection({ body: { testimonials: [] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalled();
    expect(section.queryByRole('heading', { name: HEADING })).not.toBeInTheDocument();
  });
});
