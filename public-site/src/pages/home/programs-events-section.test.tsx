import { screen, within } from '@testing-library/react';
import { sampleContent } from '@da-boulder/contracts';
import { makeEvent, makeProgram, PAST } from '@da-boulder/contracts/factories';
import { mockApi, pendingApi, type ApiRoutes } from '@da-boulder/shared-ui/testing';
import { renderRoute } from '../../testing/render-route';

/** The home page, its programs and events read from `api`: the section that shows them. */
async function programsAndEvents(api?: ApiRoutes) {
  if (api) mockApi({ '/api/testimonials': { body: { testimonials: [] } }, ...api });
  else pendingApi();
  renderRoute('/');
  return within(await screen.findByRole('region', { name: 'How Our Programs Work' }));
}

describe('home programs and events', () => {
  it('shows four program and three event skeletons while loading', async () => {
    const section = await programsAndEvents();
    expect(section.getAllByTestId('program-skeleton')).toHaveLength(4);
    expect(section.getAllByTestId('event-skeleton')).toHaveLength(3);
  });

  it('shows at most three upcoming events in order, without id 0 or past ones, and the programs', async () => {
    const section = await programsAndEvents({
      '/api/cms/programs': {
        body: { programs: [makeProgram({ title: 'Group', linkUrl: '/programs#groups' })] },
      },
      '/api/cms/events': {
        body: {
          events: [
            makeEvent({ id: '0', title: 'Zero', sortOrder: -5 }),
            makeEvent({ title: 'Over', sortOrder: -1, schedule: PAST }),
            makeEvent({ title: 'D', sortOrder: 4 }),
            makeEvent({ title: 'B', sortOrder: 2 }),
            makeEvent({ title: 'A' }),
            makeEvent({ title: 'C', sortOrder: 3 }),
          ],
        },
      },
    });
    const group = await section.findByRole('article', { name: 'Group' });
    expect(group).toBeInTheDocument();
    const learnMore = section.getByRole('link', { name: 'Learn more about Group' });
    // Visible text 'Learn more' (SPEC); the rest is visually hidden context.
    expect(learnMore.firstChild?.textContent).toBe('Learn more');
    expect(learnMore).toHaveAttribute('href', '/programs#groups');
    await section.findByRole('article', { name: 'A' });
    const titles = section
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id!)!.textContent);
    expect(titles).toEqual(['Group', 'A', 'B', 'C']);
    expect(section.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('falls back to the built-in programs and events when the requests fail', async () => {
    const section = await programsAndEvents({
      '/api/cms/programs': { status: 500 },
      '/api/cms/events': { status: 500 },
    });
    for (const program of sampleContent.programs) {
      expect(await section.findByRole('article', { name: program.title })).toBeInTheDocument();
    }
    const shown = sampleContent.events.filter((event) => String(event.id) !== '0').slice(0, 3);
    for (const event of shown) {
      expect(await section.findByRole('article', { name: event.title })).toBeInTheDocument();
    }
  });

  it('falls back when the lists are empty', async () => {
    const section = await programsAndEvents({
      '/api/cms/programs': { body: { programs: [] } },
      '/api/cms/events': { body: { events: [] } },
    });
    expect(
      await section.findByRole('article', { name: sampleContent.programs[0].title }),
    ).toBeInTheDocument();
  });
});
