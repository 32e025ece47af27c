import { screen } from '@testing-library/react';
import { ATTENTION_PATH, type Attention } from '@da-boulder/contracts';
import { mockApi, renderWithProviders } from '@da-boulder/shared-ui/testing';
import { AttentionStrip } from './attention-strip';

/** Issue 48: what needs an admin first, each number a link to its filtered list. */

const answer = (attention: Partial<Attention>): Attention => ({
  counts: { heldRegistrations: 0, heldMessages: 0, heldSubscribers: 0, openMessages: 0 },
  failedMails: 0,
  upcomingEvents: [],
  ...attention,
});

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the attention strip', () => {
  it('links each count to its filtered list, and each upcoming event to its registrations', async () => {
    mockApi({
      [ATTENTION_PATH]: {
        body: answer({
          counts: { heldRegistrations: 1, heldMessages: 2, heldSubscribers: 0, openMessages: 3 },
          failedMails: 2,
          upcomingEvents: [
            {
              id: 'e1',
              title: 'Autumn Retreat',
              date: 'October 5, 2027',
              confirmed: 4,
              capacity: 5,
              waitlisted: 2,
              nearlyFull: true,
            },
            {
              id: 'e2',
              title: 'Sunday Meditation',
              date: 'Every Sunday',
              confirmed: 3,
              capacity: null,
              waitlisted: 0,
              nearlyFull: false,
            },
          ],
        }),
      },
    });
    renderWithProviders(<AttentionStrip />);
    expect(await screen.findByRole('region', { name: 'Needs attention' })).toBeInTheDocument();
    expect(hrefOf('1 registration held')).toBe('/admin/people/registrations?held=true');
    expect(hrefOf('2 messages held')).toBe('/admin/people/messages?status=spam');
    expect(hrefOf('3 messages not yet handled')).toBe('/admin/people/messages?status=open');
    expect(hrefOf('2 mails failed')).toBe('/admin?mail=unsent');
    expect(screen.queryByRole('link', { name: /subscribers? held/ })).not.toBeInTheDocument();
    expect(hrefOf('Autumn Retreat (October 5, 2027): 4 of 5 places taken, 2 waiting')).toBe(
      '/admin/people/registrations?event=e1',
    );
    expect(hrefOf('Sunday Meditation (Every Sunday): 3 registered')).toBe(
      '/admin/people/registrations?event=e2',
    );
    expect(screen.getByText('Nearly full')).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    mockApi({ [ATTENTION_PATH]: { body: answer({}) } });
    renderWithProviders(<AttentionStrip />);
    expect(
      await screen.findByText(
        'Nothing is held for review, every message is handled and no mail failed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps its place while it loads, and says so when it cannot be read', async () => {
    mockApi({ [ATTENTION_PATH]: { status: 500, body: { error: 'Down' } } });
    renderWithProviders(<AttentionStrip />);
    const strip = screen.getByRole('region', { name: 'Needs attention' });
    expect(strip).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByText(
        'What needs attention could not be read. Please reload the page to try again.',
      ),
    ).toBeInTheDocument();
    expect(strip).toHaveAttribute('aria-busy', 'false');
  });
});
