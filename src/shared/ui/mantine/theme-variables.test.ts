import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { themeCssVariables } from './theme-css';

const file = join(process.cwd(), 'src/shared/ui/mantine/theme-variables.css');

describe('theme-variables.css', () => {
  it('holds the CSS variables of the current theme (regenerate with `npm run theme:css`, scripts/theme-css.mjs)', () => {
    expect(readFileSync(file, 'utf8')).toBe(themeCssVariables(theme));
  });

  it('carries the brand colours, the primary colour and the fonts', () => {
    const css = themeCssVariables(theme);
    expect(css).toContain('--mantine-color-brand-7: #0b5fa5;');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled);');
    expect(css).toContain("--mantine-font-family: 'Noto Sans Armenian'");
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-brand-light: var\(--mantine-color-brand-1\);/);
  });
});
