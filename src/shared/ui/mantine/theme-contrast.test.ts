import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;
/** `var(--mantine-color-red-9)` → the palette's hex; a hex stays as it is. */
const resolve = (value: string) => {
  const match = /--mantine-color-(\w+)-(\d)/.exec(value);
  return match ? (DEFAULT_THEME.colors[match[1] as 'red'][Number(match[2])] as string) : value;
};

describe('theme colours meet WCAG AA (4.5:1) where Mantine’s do not', () => {
  it('the error colour (an invalid field’s message and typed text) on white', () => {
    expect(contrast(resolve(light['--mantine-color-error'] as string), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['red', 'orange', 'yellow', 'lime', 'green', 'teal', 'cyan'] as const)('%s light variant: its text on its background (shade 1) and on shade 0', (color) => {
    const text = resolve(light[`--mantine-color-${color}-light-color`] as string);
    expect(contrast(text, DEFAULT_THEME.colors[color][1])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, DEFAULT_THEME.colors[color][0])).toBeGreaterThanOrEqual(4.5);
  });

  it('Mantine’s own would fail (the override is needed)', () => {
    expect(contrast(DEFAULT_THEME.colors.red[6], '#ffffff')).toBeLessThan(4.5);
    expect(contrast(DEFAULT_THEME.colors.yellow[9], DEFAULT_THEME.colors.yellow[1])).toBeLessThan(4.5);
  });
});
