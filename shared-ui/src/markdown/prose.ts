import styled from 'styled-components';
import { visuallyHidden } from '../kit/visually-hidden';
import { NEW_TAB_NOTE } from './render-markdown';

/** Typography for rendered markdown. */
export const Prose = styled.div`
  line-height: ${({ theme }) => theme.lineHeight.body};
  overflow-wrap: anywhere;
  > :first-child {
    margin-top: 0;
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  blockquote {
    margin: ${({ theme }) => theme.space.md} 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: ${({ theme }) => `${theme.focusRing.width} solid ${theme.color.accent}`};
    color: ${({ theme }) => theme.color.inkMuted};
  }
  .${NEW_TAB_NOTE} {
    ${visuallyHidden}
  }
`;
