import { forwardRef, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4;

const sizes = { 1: 'hero', 2: 'xl', 3: 'lg', 4: 'md' } as const;

const HeadingBase = styled.h2<{ $level: HeadingLevel }>`
  font-size: ${({ theme, $level }) => theme.fontSize[sizes[$level]]};
  color: inherit;
  font-weight: ${({ $level }) => ($level <= 2 ? 600 : 700)};
`;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: HeadingLevel;
}

/** A heading whose element follows its level (h1-h4), so the outline stays right. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, ...rest },
  ref,
) {
  return <HeadingBase ref={ref} as={`h${level}`} $level={level} {...rest} />;
});

export interface TextProps {
  tone?: 'default' | 'muted';
  size?: 'sm' | 'md' | 'lg';
}

/** Body copy: a paragraph on the type scale, optionally muted. */
export const Text = styled.p.withConfig({
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'size',
})<TextProps>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme, size = 'md' }) => theme.fontSize[size]};
  ${({ theme, tone }) =>
    tone === 'muted' &&
    css`
      color: ${theme.color.inkMuted};
    `}
`;
