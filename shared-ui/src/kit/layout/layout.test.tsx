import { screen } from '@testing-library/react';
import { theme } from '../../theme/theme';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Container, Section } from './layout';

describe('Container and Section', () => {
  it('makes a section that is a scroll target below the sticky header', () => {
    renderWithTheme(
      <Section id="about" tone="dusk" aria-labelledby="about-title">
        <Container>
          <h2 id="about-title">What is the Diamond Approach?</h2>
        </Container>
      </Section>,
    );
    const section = screen.getByRole('region', { name: 'What is the Diamond Approach?' });
    expect(section).toHaveAttribute('id', 'about');
    expect(section).not.toHaveAttribute('tone');
    expect(section).toHaveStyle({
      background: theme.color.dusk,
      'scroll-margin-top': theme.layout.headerHeight,
    });
  });
});
