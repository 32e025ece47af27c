import styled from 'styled-components';

/** A dashboard tab's heading row: its title and count on one side, its actions on the other. */
export const TabHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
