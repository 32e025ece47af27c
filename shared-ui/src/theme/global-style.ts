import { createGlobalStyle } from 'styled-components';
import { focusRingRules } from './focus-ring';
import { theme } from './theme';

// Written from the one theme, not from props: with no functions in it, it is static, and the
// browser keeps the rules the server wrote instead of deleting and inserting them as it hydrates.
export const GlobalStyle = createGlobalStyle`
  /* Dialog styles come from the kit; this tells @reach/dialog not to expect its stylesheet. */
  :root { --reach-dialog: 1; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${theme.color.paper};
    color: ${theme.color.ink};
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.md};
    line-height: ${theme.lineHeight.body};
  }
  h1, h2, h3, h4 {
    font-family: ${theme.font.heading};
    line-height: ${theme.lineHeight.tight};
    margin: 0 0 ${theme.space.md};
  }
  /* Controls take the page's font, not the browser's control font (Arial on Linux): one look,
     and no extra face for the first layout to look up. */
  button, input, select, textarea { font-family: inherit; }
  a { color: ${theme.color.accent}; }
  a:hover { color: ${theme.color.accentHover}; }
  img { max-width: 100%; height: auto; }
  /* :where keeps the rule as weak as :focus-visible alone, so a component's own ring wins. */
  :focus-visible:where(:not([data-focus-target])) { ${focusRingRules(theme)} }
  /* A section or card focus was moved to after navigation: the scroll shows where it is (and the
     card keeps its own shadow). */
  [data-focus-target]:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
  }
`;
