import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Card } from './card';

describe('Card', () => {
  it('renders its content on a themed surface', () => {
    renderWithTheme(
      <Card as="article" aria-label="Sunday Meditation">
        <h3>Sunday Meditation</h3>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Sunday Meditation' });
    expect(card).toContainElement(screen.getByRole('heading', { name: 'Sunday Meditation' }));
    expect(card).toHaveStyle({ background: '#ffffff' });
  });
});
