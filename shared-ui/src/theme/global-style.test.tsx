// The Node build: jsdom has no TextEncoder for the browser's.
import { renderToString } from 'react-dom/server.node';
import { ServerStyleSheet } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('GlobalStyle', () => {
  it('draws a focus ring that reaches 3:1 on dusk as on light ground (WCAG 1.4.11)', () => {
    // The stylesheet as the server writes it.
    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(<GlobalStyle />));
    const css = sheet.getStyleTags();
    sheet.seal();
    const rule = /:focus-visible[^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const ring = /outline:[^;]*(#[0-9a-f]{6})/i.exec(rule)?.[1];
    // The band the ring is set in, nearest to the element and to the ground around it.
    const halo = /box-shadow:[^;]*(#[0-9a-f]{6})/i.exec(rule)?.[1];
    expect(ring).toBeDefined();
    expect(halo).toBeDefined();
    for (const ground of [theme.color.dusk, theme.color.accent, theme.color.ink]) {
      expect(contrast(halo!, ground)).toBeGreaterThanOrEqual(3);
    }
    for (const ground of [halo!, theme.color.paper, theme.color.surface]) {
      expect(contrast(ring!, ground)).toBeGreaterThanOrEqual(3);
    }
  });
});
