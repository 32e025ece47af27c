import styled from 'styled-components';

/** The calm bordered box EmptyState and ErrorPanel share. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  border: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

export const PanelTitle = styled.p`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  && {
    color: ${({ theme }) => theme.color.ink};
  }
`;
