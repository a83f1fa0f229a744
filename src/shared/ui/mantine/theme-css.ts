import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';

type Section = keyof ConvertCSSVariablesInput;

/**
 * The CSS variables MantineProvider would inject for `override` and the `resolver` given to it as
 * `cssVariablesResolver` (what `<MantineCssVariables>` renders with `deduplicateCssVariables`): only the values
 * that differ from Mantine's defaults, which `@mantine/core/styles/default-css-variables.css` already sets.
 * Built with Mantine's public API.
 */
export function themeCssVariables(override: MantineThemeOverride, resolver?: CSSVariablesResolver): string {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const merged = mergeMantineTheme(DEFAULT_THEME, override);
  const base = defaultCssVariablesResolver(merged);
  const extra = resolver?.(merged);
  const ours: ConvertCSSVariablesInput = extra
    ? { variables: { ...base.variables, ...extra.variables }, light: { ...base.light, ...extra.light }, dark: { ...base.dark, ...extra.dark } }
    : base;
  const changed = (section: Section) =>
    Object.fromEntries(Object.entries(ours[section]).filter(([name, value]) => defaults[section][name as `--${string}`] !== value));
  const css = convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
  return `/* Generated from src/shared/ui/mantine/theme.ts by \`npm run theme:css\`; do not edit. */\n${css.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
