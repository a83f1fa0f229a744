import postcss, { type AcceptedPlugin } from 'postcss';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain CommonJS plugin of the build (postcss.config.cjs)
import lightOnly from './postcss-light-only.cjs';
// @ts-expect-error plain CommonJS config
import config from '../postcss.config.cjs';

const run = async (css: string) => (await postcss([lightOnly()]).process(css, { from: undefined })).css;

describe('postcss-light-only: the dark colour scheme\'s rules are taken out (docs/decisions/light-scheme-only.md)', () => {
  it('drops a rule that applies only in the dark scheme, whatever the quoting, in :where() or :host() too', async () => {
    const css = await run(
      [
        ".a{color:red}",
        "[data-mantine-color-scheme='dark'] .a{color:blue}",
        ':where([data-mantine-color-scheme="dark"]) .b{color:blue}',
        ':root[data-mantine-color-scheme=dark],:host([data-mantine-color-scheme=dark]){--x:1}',
        ":root[data-mantine-color-scheme=light]{--x:0}",
      ].join(''),
    );
    expect(css).toBe('.a{color:red}:root[data-mantine-color-scheme=light]{--x:0}');
  });

  it('keeps the light selectors of a rule shared with dark ones, and removes an at-rule it leaves empty', async () => {
    const css = await run("[data-mantine-color-scheme='light'] .a,[data-mantine-color-scheme='dark'] .a{color:red}@media (hover:hover){[data-mantine-color-scheme=dark] .a:hover{color:blue}}@media print{.c{color:#000}}");
    expect(css).toBe("[data-mantine-color-scheme='light'] .a{color:red}@media print{.c{color:#000}}");
  });

  it('is the last plugin of the build\'s PostCSS, after the preset has written its `dark` mixins out', async () => {
    const plugins = (config as { plugins: AcceptedPlugin[] }).plugins;
    expect((plugins.at(-1) as { postcssPlugin?: string }).postcssPlugin).toBe('light-only');
    const css = (await postcss(plugins).process('.a{color:red;@mixin dark{color:blue}}', { from: undefined })).css;
    expect(css).not.toMatch(/dark|blue/);
    expect(css).toContain('color:red');
  });
});
