import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    renderWithTheme(<Spinner label="Checking your session" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });
});
