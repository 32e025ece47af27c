import styled, { css } from 'styled-components';
import { media } from '../../theme/theme';

/** Centres content at the readable maximum width with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${media.medium} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

export type SectionTone = 'paper' | 'sand' | 'dusk' | 'surface';

/** A full-width band of the page; with an `id` it is a scroll target below the sticky header. */
export const Section = styled.section.withConfig({
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone?: SectionTone }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
  ${({ theme, tone = 'paper' }) =>
    tone === 'dusk'
      ? css`
          background: ${theme.color.dusk};
          color: ${theme.color.duskInk};
          a:not([class]) {
            color: ${theme.color.duskInk};
          }
        `
      : css`
          background: ${
            tone === 'sand'
              ? theme.color.sand
              : tone === 'surface'
                ? theme.color.surface
                : theme.color.paper
          };
        `}
`;
