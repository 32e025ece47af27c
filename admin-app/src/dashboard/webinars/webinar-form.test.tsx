import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWebinar } from '@da-boulder/contracts/factories';
import { mockApi, renderWithTheme, sentBody } from '@da-boulder/shared-ui/testing';
import { WebinarForm } from './webinar-form';

const webinar = makeWebinar({
  id: 'w1',
  presenter: 'Margaret Ellison',
  videoUrl: 'https://www.youtube.com/watch?v=abc',
  tags: ['presnece', 'inquiry'],
});

describe('WebinarForm', () => {
  it('edits the tags of a webinar and sends them with the update', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'PUT /api/cms/webinars/w1': { body: { webinar } } });
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
    const body = sentBody(fetchMock) as Record<string, unknown>;
    expect(body.tags).toEqual(['presence', 'inquiry']);
    expect(body).not.toHaveProperty('slug');
  });
});
