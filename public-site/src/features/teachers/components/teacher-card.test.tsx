import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTeacher } from '@da-boulder/contracts/factories';
import { serverRendered } from '@da-boulder/shared-ui/testing';
import { TeacherCard } from './teacher-card';

const teacher = makeTeacher({
  name: 'Miriam Lake',
  bio: 'Miriam has taught since 1999. She lives in Boulder with her family.',
});

describe('TeacherCard as the server sends it', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('opens the whole bio in place, which needs no script; once hydrated, in a dialog', async () => {
    const errors = jest.spyOn(console, 'error');
    const page = serverRendered(<TeacherCard teacher={teacher} />);
    const card = screen.getByRole('article', { name: 'Miriam Lake' });
    const summary = within(card).getByText('Read more', { selector: 'summary' });
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText(/She lives in Boulder with her family/)).toBeInTheDocument();

    await page.hydrate();
    await userEvent
      .setup()
      .click(within(card).getByRole('button', { name: 'Read more about Miriam Lake' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Miriam Lake' });
    expect(within(dialog).getByText(/She lives in Boulder with her family/)).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
