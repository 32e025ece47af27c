import styled from 'styled-components';

/** Long-form reading text (legal pages, teachings): a comfortable measure and rhythm. */
export const Prose = styled.div`
  max-width: 46rem;
  color: ${(p) => p.theme.color.ink};
  line-height: ${(p) => p.theme.lineHeight.body};

  h2 {
    margin: ${(p) => p.theme.space.xl} 0 ${(p) => p.theme.space.sm};
    font-family: ${(p) => p.theme.font.heading};
    font-size: ${(p) => p.theme.fontSize.xl};
    line-height: ${(p) => p.theme.lineHeight.tight};
  }

  h3 {
    margin: ${(p) => p.theme.space.lg} 0 ${(p) => p.theme.space.xs};
    font-family: ${(p) => p.theme.font.heading};
    font-size: ${(p) => p.theme.fontSize.lg};
  }

  p,
  ul,
  ol {
    margin: 0 0 ${(p) => p.theme.space.md};
  }

  li + li {
    margin-top: ${(p) => p.theme.space.xxs};
  }

  a {
    color: ${(p) => p.theme.color.accent};
  }
`;
