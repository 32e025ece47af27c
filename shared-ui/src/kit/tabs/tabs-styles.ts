import type { ReactNode } from 'react';
import { css } from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  /**
   * The address of the page showing this tab (`?year=2024`): the server's tabs are then links to
   * it, which work without scripts. With scripts the tab switches in place.
   */
  href?: string;
}

export interface TabsProps {
  'aria-label': string;
  items: TabItem[];
  selectedKey?: string;
  onSelectionChange?: (key: string) => void;
  defaultSelectedKey?: string;
}

// Shared by the real tabs and their placeholder, so nothing moves when react-aria arrives.
export const rootStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const listStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.border.hairline} solid ${({ theme }) => theme.color.line};
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

export const tabStyles = css`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  color: ${({ theme }) => theme.color.inkMuted};
  &[data-selected] {
    background: ${({ theme }) => theme.color.dusk};
    color: ${({ theme }) => theme.color.duskInk};
  }
`;
