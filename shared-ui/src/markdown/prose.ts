import styled from 'styled-components';
import { visuallyHidden } from '../kit/visually-hidden';

/**
 * The class of a rendered link's note that it opens a new tab (render-markdown.ts), for screen
 * readers only. Here, not beside the renderer: Prose is in every page's first scripts, the
 * renderer (marked, DOMPurify) is loaded only when needed.
 */
export const NEW_TAB_NOTE = 'new-tab-note';

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
