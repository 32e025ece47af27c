import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { serverRendered } from '../../testing/server-rendered';
import { ErrorSummary } from './error-summary';
import type { PostedForm } from './site-form';

const fields = { name: 'contact-name', interest: 'contact-interest', message: 'contact-message' };

const posted: PostedForm = {
  form: 'contact-page',
  values: { name: 'Dana', interest: '', message: 'Hi' },
  // In the API's order, not the form's.
  errors: {
    message: 'Message must be at least 10 characters.',
    interest: 'Please select an area of interest.',
  },
};

describe('ErrorSummary', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('links to each field in error in the form’s order, and takes the focus as the page opens', async () => {
    const errors = jest.spyOn(console, 'error');
    const page = serverRendered(<ErrorSummary posted={posted} fields={fields} />);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Please select an area of interest.', '#contact-interest'],
      ['Message must be at least 10 characters.', '#contact-message'],
    ]);
    // The browser focuses it as it opens the page, with or without scripts.
    const box = summary.parentElement!;
    expect(box).toHaveAttribute('autofocus');
    expect(box).toHaveAttribute('tabindex', '-1');
    await page.hydrate();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows nothing for a form sent without errors, or not sent', () => {
    const { container } = renderWithTheme(
      <>
        <ErrorSummary posted={undefined} fields={fields} />
        <ErrorSummary posted={{ ...posted, errors: {} }} fields={fields} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
