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
    /** The light bands either side of the focus ring, which keep it visible on dusk. */
    focusHalo: '#ffffff',
    /** Behind dialogs. */
    backdrop: 'rgba(31, 42, 51, 0.55)',
    /** Over a video poster so the play button stands out. */
    scrim: 'linear-gradient(180deg, rgba(31, 42, 51, 0.1), rgba(31, 42, 51, 0.55))',
  },
  font: {
    // System fonts: no font download competes with the page on a slow connection, and text
    // never reflows when a web font arrives.
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
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
  border: { hairline: '1px', thick: '2px' },
  /** The focus ring every interactive element shows when focused from the keyboard. */
  focusRing: { width: '3px', offset: '2px', halo: '2px' },
  size: {
    controlSm: '2.25rem',
    control: '2.75rem',
    controlLg: '3.25rem',
    icon: '1.25rem',
    playButton: '4.5rem',
    /** SPEC §9: textareas are at least 120 px tall. */
    textareaMin: '120px',
    placeholderMin: '8rem',
    toast: '24rem',
    dialog: '36rem',
    dialogWide: '52rem',
    menu: '12rem',
  },
  shadow: {
    card: '0 1px 2px rgba(31, 42, 51, 0.06), 0 4px 16px rgba(31, 42, 51, 0.06)',
    raised: '0 8px 32px rgba(31, 42, 51, 0.16)',
  },
  breakpoint: {
    small: '0px',
    medium: '640px',
    large: '1024px',
    /**
     * The header's whole row of links fits from here: it measured 1136 px logged in (logo, six
     * links, Admin, Logout) and 1091 px logged out. In em, so it moves with the reader's font size.
     */
    headerNav: '75em',
  },
  layout: { maxWidth: '72rem', headerHeight: '80px' },
} as const;

export type Theme = typeof theme;

/** Media query helpers for the breakpoints, and for what only narrower screens get. */
export const media = {
  medium: `@media (min-width: ${theme.breakpoint.medium})`,
  large: `@media (min-width: ${theme.breakpoint.large})`,
  headerNav: `@media (min-width: ${theme.breakpoint.headerNav})`,
  belowHeaderNav: `@media (max-width: ${parseFloat(theme.breakpoint.headerNav) - 0.01}em)`,
  /** Phones narrower than the longest button label needs: there, and only there, labels wrap. */
  narrow: '@media (max-width: 479.98px)',
} as const;
