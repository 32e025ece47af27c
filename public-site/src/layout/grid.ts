import styled from 'styled-components';

/** A responsive card grid: one column on phones, `columns` from the large breakpoint. */
export const CardGrid = styled.div<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${(p) => p.theme.space.lg};
  grid-template-columns: 1fr;

  @media (min-width: ${(p) => p.theme.breakpoint.medium}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: ${(p) => p.theme.breakpoint.large}) {
    grid-template-columns: repeat(${(p) => p.$columns ?? 3}, minmax(0, 1fr));
  }
`;

/** Vertical rhythm between the blocks of a section. */
export const Stack = styled.div<{ $gap?: 'sm' | 'md' | 'lg' | 'xl' }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[p.$gap ?? 'md']};
`;

/** Two columns side by side from the large breakpoint, one above the other before it. */
export const TwoColumns = styled.div<{ $centred?: boolean }>`
  display: grid;
  gap: ${(p) => p.theme.space.xl};
  align-items: ${(p) => (p.$centred ? 'center' : 'stretch')};

  @media (min-width: ${(p) => p.theme.breakpoint.large}) {
    grid-template-columns: 1fr 1fr;
  }
`;
