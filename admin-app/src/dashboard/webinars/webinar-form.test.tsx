import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Webinar } from '@da-boulder/api/contracts';
import { renderWithTheme } from '../../testing/render-with-theme';
import { WebinarForm } from './webinar-form';

const webinar: Webinar = {
  id: 'w1',
  slug: 'presence',
  title: 'Presence',
  description: 'A talk.',
  presenter: 'Margaret Ellison',
  videoUrl: 'https://www.youtube.com/watch?v=abc',
  video_url: 'https://www.youtube.com/watch?v=abc',
  thumbnailUrl: '',
  thumbnail_url: '',
  tags: ['presnece', 'inquiry'],
  year: 2025,
  month: 'May',
};

describe('WebinarForm', () => {
  it('edits the tags of a webinar and sends them with the update', async () => {
    const user = userEvent.setup();
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ webinar }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const save = jest.fn(async (write: () => Promise<unknown>) => {
      await write();
    });
    renderWithTheme(<WebinarForm item={webinar} save={save} cancel={jest.fn()} />);

    const tags = screen.getByLabelText('Tags');
    expect(tags).toHaveValue('presnece, inquiry');
    await user.clear(tags);
    await user.type(tags, 'presence, inquiry, ');
    await user.click(screen.getByRole('button', { name: 'Update Webinar' }));

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cms/webinars/w1',
      expect.objectContaining({ method: 'PUT' }),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.tags).toEqual(['presence', 'inquiry']);
    expect(body).not.toHaveProperty('slug');
  });
});
