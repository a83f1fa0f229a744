import { createTheme, Notification, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Company blue (from the logo) and a warm accent. */
const brand: MantineColorsTuple = [
  '#e7f2fb',
  '#cfe2f3',
  '#9fc3e6',
  '#6aa2d8',
  '#3f86cc',
  '#2574c4',
  '#136bc1',
  '#0b5fa5',
  '#00518f',
  '#00457c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: "'Noto Sans Armenian', 'Noto Sans', system-ui, sans-serif",
  headings: { fontFamily: "'Noto Sans Armenian', 'Noto Sans', system-ui, sans-serif", fontWeight: '700' },
  defaultRadius: 'md',
  /** Slider and layout breakpoints of the specification: 300, 768, 992, 1200, 1600 px. */
  breakpoints: { xs: '18.75em', sm: '48em', md: '62em', lg: '75em', xl: '100em' },
  cursorType: 'pointer',
  // A customer whose device asks for reduced motion gets Mantine's transitions (drawer, collapse, modal, menu) at once
  // (WCAG 2.3.3; docs/decisions/reduced-motion.md).
  respectReducedMotion: true,
  components: {
    // A toast's text under its title is Mantine's dimmed gray.6 (3.3:1 on the toast's white): gray.7 reads 7:1 (axe
    // color-contrast, seen on the server-error toast; docs/decisions/error-contrast-in-theme.md).
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-gray-7)' } } }),
  },
});

/**
 * Colours Mantine derives from the theme that fail WCAG AA, made readable once here for every form and message
 * (docs/decisions/error-contrast-in-theme.md). The ratios are against the light background they sit on.
 * - `--mantine-color-error`: an invalid field's message, its typed text, border and asterisk: red.9 on white
 *   5.46:1 (Mantine's red.6 is 3.28:1).
 * - `--mantine-color-{color}-light-color`: the text of light variants (Alert, Badge, ThemeIcon) on their `.1`
 *   background; Mantine's `.9` gives yellow 2.69:1 (the captcha's title), orange 3.62:1, lime 3.33:1, green 3.81:1,
 *   teal 4.33:1, red 4.51:1, cyan 4.77:1. Each is the `.9` shade darkened until it reaches at least 4.8:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': '#c12828',
    '--mantine-color-orange-light-color': '#b63c0d',
    '--mantine-color-yellow-light-color': '#a15300',
    '--mantine-color-lime-light-color': '#4a760a',
    '--mantine-color-green-light-color': '#257735',
    '--mantine-color-teal-light-color': '#077554',
    '--mantine-color-cyan-light-color': '#0b7082',
  },
  dark: {},
});
