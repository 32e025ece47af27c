import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTeacher } from '@da-boulder/contracts/factories';
import { mockApi } from '@da-boulder/shared-ui/testing';
import { renderRoute } from '../../testing/render-route';

const names = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('TeachersPage', () => {
  it('sorts by id, or alphabetically with the switch', async () => {
    mockApi({
      '/api/cms/teachers': {
        body: {
          teachers: [
            makeTeacher({ id: '2', name: 'Zoe Abrams' }),
            makeTeacher({ id: '1', name: 'Miriam Lake' }),
            makeTeacher({ id: '3', name: 'Adam Cole' }),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/teachers');
    await screen.findByText('Zoe Abrams');
    expect(names()).toEqual(['Miriam Lake', 'Zoe Abrams', 'Adam Cole']);
    await user.click(await screen.findByRole('switch', { name: 'Sort alphabetically' }));
    expect(names()).toEqual(['Adam Cole', 'Miriam Lake', 'Zoe Abrams']);
  });

  it('shows teasers, contact details, the photo placeholder and Read more dialogs', async () => {
    mockApi({
      '/api/cms/teachers': {
        body: {
          teachers: [
            makeTeacher({
              name: 'Miriam Lake',
              email: 'miriam@example.org',
              websiteUrl: 'https://miriam.example.org',
              bio: 'Miriam has taught since 1999. She lives in Boulder with her family.',
              personalDescription: `Welcome. ${'I love this work. '.repeat(12)}`,
            }),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/teachers');
    const card = await screen.findByRole('article', { name: 'Miriam Lake' });
    expect(within(card).getByText('No photo available')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'miriam@example.org' })).toHaveAttribute(
      'href',
      'mailto:miriam@example.org',
    );
    expect(
      within(card).getByRole('link', { name: 'Visit website (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://miriam.example.org');
    expect(within(card).getByText('Miriam has taught since 1999.')).toBeInTheDocument();
    expect(within(card).queryByText(/She lives in Boulder/)).not.toBeInTheDocument();

    // Two 'Read more' buttons, each named for what it opens.
    expect(
      within(card).getByRole('button', {
        name: 'Read more of the personal message from Miriam Lake',
      }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(within(card).getByRole('button', { name: 'Read more about Miriam Lake' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Miriam Lake' });
    expect(within(dialog).getByText(/She lives in Boulder with her family/)).toBeInTheDocument();
  });

  it('says when there are no teachers', async () => {
    mockApi({ '/api/cms/teachers': { body: { teachers: [] } } });
    renderRoute('/teachers');
    expect(await screen.findByText('No teachers available')).toBeInTheDocument();
  });

  it('says when teachers cannot be loaded', async () => {
    mockApi({ '/api/cms/teachers': { status: 500 } });
    renderRoute('/teachers');
    expect(await screen.findByText('Unable to load teachers')).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact support.')).toBeInTheDocument();
  });
});
