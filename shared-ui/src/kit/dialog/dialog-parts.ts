import styled, { css } from 'styled-components';

/**
 * The kit dialog's look, shared by the modal Dialog and the header's menu (a popover the
 * browser opens without scripts): the box, the title row and its close button.
 */
export const dialogBox = css`
  width: 100%;
  max-width: ${({ theme }) => theme.size.dialog};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  outline: none;
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

export const DialogCloseButton = styled.button`
  flex: none;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.sand};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.line};
  }
`;
