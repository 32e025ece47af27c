import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestimonial } from '@da-boulder/contracts/factories';
import { renderWithTheme } from '@da-boulder/shared-ui/testing';
import { TestimonialsTable } from './testimonials-tab';

const longQuote = 'I came for the meditation and stayed for the inquiry. '.repeat(4).trim();

describe('TestimonialsTable', () => {
  it('previews the quote to 100 characters and shows "-" for an empty date', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    renderWithTheme(
      <TestimonialsTable
        testimonials={[
          makeTestimonial({ id: 't1', name: 'Dana', quote: longQuote, reviewCount: '4 reviews' }),
        ]}
        onEdit={jest.fn()}
        onDelete={onDelete}
      />,
    );
    const row = screen.getByRole('row', { name: /Dana/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[1].textContent).toBe(`${longQuote.slice(0, 100)}...`);
    expect(cells[3].textContent).toBe('-');

    await user.click(within(row).getByRole('button', { name: 'Delete testimonial from Dana' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 't1' }));
  });
});
