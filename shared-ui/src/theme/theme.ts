/** Design tokens. Components read these, never raw values. */
export const theme = {
  color: {
    ink: '#1f2a33',
    inkMuted: '#4a5864',
    paper: '#fbf8f3',
    surface: '#ffffff',
    sand: '#f1e9dc',
    line: '#ddd3c4',
    accent: '#8a4b2a',
    accentHover: '#6f3a1f',
    accentInk: '#ffffff',
    dusk: '#2f3e4e',
    duskInk: '#f6f1ea',
    danger: '#a12b2b',
    dangerInk: '#ffffff',
    success: '#2f6b45',
    focus: '#1b5fae',
  },
  font: {
    body: "'Source Sans 3', 'Segoe UI', system-ui, sans-serif",
    heading: "'Lora', Georgia, 'Times New Roman', serif",
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.25rem',
    hero: 'clamp(2.25rem, 5vw + 1rem, 3.75rem)',
  },
  lineHeight: { tight: 1.2, body: 1.6 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(31, 42, 51, 0.06), 0 4px 16px rgba(31, 42, 51, 0.06)',
    raised: '0 8px 32px rgba(31, 42, 51, 0.16)',
  },
  breakpoint: { small: '0px', medium: '640px', large: '1024px' },
  layout: { maxWidth: '72rem', headerHeight: '80px' },
} as const;

export type Theme = typeof theme;

/** Media query helpers for the medium and large breakpoints. */
export const media = {
  medium: `@media (min-width: ${theme.breakpoint.medium})`,
  large: `@media (min-width: ${theme.breakpoint.large})`,
} as const;
