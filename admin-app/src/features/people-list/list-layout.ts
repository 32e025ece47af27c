import styled from 'styled-components';

/** A list's search box and filters, side by side when there is room. */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  column-gap: ${({ theme }) => theme.space.md};

  & > * {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;

/** How many the list holds, above it: "42 registrations". */
export const ListCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;
