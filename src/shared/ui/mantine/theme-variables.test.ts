import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeCssVariables } from './theme-css';

const file = join(process.cwd(), 'src/shared/ui/mantine/theme-variables.css');

describe('theme-variables.css', () => {
  it('holds the CSS variables of the current theme (regenerate with `npm run theme:css`, scripts/theme-css.mjs)', () => {
    expect(readFileSync(file, 'utf8')).toBe(themeCssVariables(theme, cssVariablesResolver));
  });

  it('carries the brand colours, the primary colour and the fonts', () => {
    const css = themeCssVariables(theme);
    expect(css).toContain('--mantine-color-brand-7: #0b5fa5;');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled);');
    expect(css).toContain("--mantine-font-family: 'Noto Sans Armenian'");
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-brand-light: var\(--mantine-color-brand-1\);/);
  });

  it('carries the readable error red and light-variant texts of the resolver (WCAG AA)', () => {
    const css = themeCssVariables(theme, cssVariablesResolver);
    const light = /:root\[data-mantine-color-scheme="light"\][^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(light).toContain('--mantine-color-error: var(--mantine-color-red-9);');
    expect(light).toContain('--mantine-color-yellow-light-color: #a15300;');
  });
});
