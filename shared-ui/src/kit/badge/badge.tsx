import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'dusk';

/** A short label: a location, 'Ongoing', 'Special'. */
export const Badge = styled.span.withConfig({
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  width: fit-content;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
  background: ${({ theme, tone = 'neutral' }) =>
    tone === 'accent'
      ? theme.color.accent
      : tone === 'success'
        ? theme.color.success
        : tone === 'dusk'
          ? theme.color.dusk
          : theme.color.sand};
  color: ${({ theme, tone = 'neutral' }) =>
    tone === 'neutral' ? theme.color.ink : theme.color.accentInk};
`;
