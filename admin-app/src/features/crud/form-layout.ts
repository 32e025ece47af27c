import styled from 'styled-components';
import { media } from '@da-boulder/shared-ui';

/** The vertical stack of fields inside a dashboard form (kit fields bring their own spacing). */
export const FieldStack = styled.div`
  display: grid;
`;

/** Fields side by side from the medium breakpoint up (month/date/year, name/email...). */
export const FieldRow = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space.md};

  ${media.medium} {
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  }
`;
