import { screen } from '@testing-library/react';
import { theme } from '../../theme/theme';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Badge } from './badge';

describe('Badge', () => {
  it('colours itself by tone without leaking the prop to the DOM', () => {
    renderWithTheme(
      <>
        <Badge>Boulder Center</Badge>
        <Badge tone="accent">Ongoing</Badge>
      </>,
    );
    expect(screen.getByText('Boulder Center')).toHaveStyle({ background: theme.color.sand });
    const ongoing = screen.getByText('Ongoing');
    expect(ongoing).toHaveStyle({
      background: theme.color.accent,
      color: theme.color.accentInk,
    });
    expect(ongoing).not.toHaveAttribute('tone');
  });
});
