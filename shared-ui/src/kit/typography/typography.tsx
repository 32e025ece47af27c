import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

type Level = 1 | 2 | 3 | 4;

const sizes = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' } as const;

const HeadingBase = styled.h2<{ $level: Level }>`
  font-size: ${({ theme, $level }) => ($level === 1 ? theme.fontSize.hero : theme.fontSize[sizes[$level]])};
  color: inherit;
  font-weight: ${({ $level }) => ($level <= 2 ? 600 : 700)};
`;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: Level;
}

/** A heading whose element follows its level (h1-h4). */
export function Heading({ level = 2, ...rest }: HeadingProps) {
  return <HeadingBase as={`h${level}`} $level={level} {...rest} />;
}

export const Text = styled.p<{ tone?: 'default' | 'muted'; size?: 'sm' | 'md' | 'lg' }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme, size = 'md' }) => theme.fontSize[size]};
  ${({ theme, tone }) =>
    tone === 'muted' &&
    css`
      color: ${theme.color.inkMuted};
    `}
`;
