import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
});
