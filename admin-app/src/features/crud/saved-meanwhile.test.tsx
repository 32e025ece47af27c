import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedMeanwhile } from '@da-boulder/contracts';
import { makeTeacher, makeTestimonial } from '@da-boulder/contracts/factories';
import { mockApi, renderWithProviders } from '@da-boulder/shared-ui/testing';
import { TeachersTab } from '../../dashboard/teachers/teachers-tab';
import { TestimonialsTab } from '../../dashboard/testimonials/testimonials-tab';

/** Two admins editing one item: a save refused as saved meanwhile keeps what was typed. */

const MESSAGE = savedMeanwhile('testimonial');

/** The If-Match each save to `path` was sent with, in order. */
const versionsSent = (api: jest.Mock, path: string) =>
  api.mock.calls
    .filter(([url, init]) => String(url) === path && (init as RequestInit).method === 'PUT')
    .map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['If-Match']);

describe('a save from a form opened before someone else saved the item', () => {
  it('shows why, keeps what was typed, and reloads their version on request', async () => {
    const mine = makeTestimonial({ id: 't1', name: 'Dana', quote: 'Old words.', revision: 2 });
    const theirs = { ...mine, quote: 'Their words.', revision: 3 };
    let saves = 0;
    const api = mockApi({
      '/api/cms/testimonials': () => ({ body: { testimonials: [saves < 2 ? mine : theirs] } }),
      '/api/cms/testimonials/t1': { body: { testimonial: theirs } },
      'PUT /api/cms/testimonials/t1': () =>
        ++saves === 1
          ? { status: 412, body: { message: MESSAGE } }
          : { body: { testimonial: { ...theirs, revision: 4 } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsTab />);

    await user.click(await screen.findByRole('button', { name: 'Edit testimonial from Dana' }));
    const dialog = await screen.findByRole('dialog');
    const quote = within(dialog).getByRole('textbox', { name: /^Quote/ });
    await user.clear(quote);
    await user.type(quote, 'My new words.');
    await user.click(within(dialog).getByRole('button', { name: 'Update Testimonial' }));

    // Told in the error toast and in the form, which stays open with what was typed.
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(MESSAGE);
    expect(screen.getAllByText(MESSAGE)).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /^Quote/ })).toHaveValue('My new words.');
    expect(versionsSent(api, '/api/cms/testimonials/t1')).toEqual(['"2"']);

    // Their version, on request: the form starts again from it, and saves over it.
    await user.click(within(dialog).getByRole('button', { name: 'Reload Testimonial' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Quote/ })).toHaveValue('Their words.'),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Testimonial' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(versionsSent(api, '/api/cms/testimonials/t1')).toEqual(['"2"', '"3"']);
  });

  it('sends the version with a form that goes as multipart too', async () => {
    const teacher = makeTeacher({ id: 't1', name: 'Margaret Ellison', revision: 5 });
    mockApi({
      '/api/cms/teachers': { body: { teachers: [teacher] } },
      'PUT /api/cms/teachers/t1': { status: 412, body: { message: savedMeanwhile('teacher') } },
    });
    const headers = jest.spyOn(window.XMLHttpRequest.prototype, 'setRequestHeader');
    const user = userEvent.setup();
    renderWithProviders(<TeachersTab />);

    await user.click(await screen.findByRole('button', { name: 'Edit Margaret Ellison' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), ', elder');
    await user.click(within(dialog).getByRole('button', { name: 'Update Teacher' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(savedMeanwhile('teacher'));
    expect(headers).toHaveBeenCalledWith('If-Match', '"5"');
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue(
      `${teacher.title}, elder`,
    );
  });
});
