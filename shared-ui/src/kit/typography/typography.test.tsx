import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Heading, Text } from './typography';

describe('Heading and Text', () => {
  it('renders the heading element of its level', () => {
    renderWithTheme(
      <>
        <Heading level={1}>Our Spiritual Path</Heading>
        <Heading>Meet the Teachers</Heading>
        <Heading level={4}>Inquiry</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Spiritual Path');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Meet the Teachers');
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Inquiry');
  });

  it('renders body text as a paragraph, keeping tone and size off the DOM', () => {
    renderWithTheme(
      <Text tone="muted" size="sm">
        Sundays 6:30 to 7:00 PM
      </Text>,
    );
    const text = screen.getByText('Sundays 6:30 to 7:00 PM');
    expect(text.tagName).toBe('P');
    expect(text).not.toHaveAttribute('tone');
    expect(text).not.toHaveAttribute('size');
  });
});
