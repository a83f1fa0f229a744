import type { StorybookConfig } from 'storybook-react-rsbuild';

/**
 * Storybook on the app's own Rsbuild config (rsbuild.config.ts: aliases `@`, `@mocks`, `@locales`,
 * the Lingui SWC plugin, PUBLIC_* defines, React). The builder already drops the app entry and its
 * dist path; `rsbuildFinal` removes the rest that belongs to the app only:
 * - the TanStack router plugin (the app's only rspack plugin): it generates src/app/routeTree.gen.ts
 *   and code-splits file routes; stories render pages inside their own memory router instead,
 *   and a Storybook build must not rewrite files under src/;
 * - the HTML template and `output.copy` of the demo build (Storybook serves mocks/public itself
 *   through `staticDirs`, so `/sim-assets/…` images work as in the app);
 * - `performance.chunkSplit`, which Rsbuild 2 ignores next to the builder's `splitChunks` (warning).
 */
type RspackTool = Record<string, unknown> | ((...args: never[]) => unknown);

const withoutAppRspackPlugins = (tool: RspackTool | RspackTool[] | undefined) => {
  if (!tool) return tool;
  const entries = Array.isArray(tool) ? tool : [tool];
  return entries.map((entry) => (typeof entry === 'function' ? entry : { ...entry, plugins: [] }));
};

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  rsbuildFinal: (rsbuildConfig) => {
    const { html: _appHtml, performance, output, tools, ...rest } = rsbuildConfig;
    const { chunkSplit: _appChunkSplit, ...performanceRest } = performance ?? {};
    const { copy: _demoCopy, ...outputRest } = output ?? {};
    return {
      ...rest,
      performance: performanceRest,
      output: outputRest,
      tools: { ...tools, rspack: withoutAppRspackPlugins(tools?.rspack as RspackTool | RspackTool[] | undefined) as never },
    };
  },
};

export default config;
