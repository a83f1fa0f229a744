import { transformAsync } from '@babel/core';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';

/** Lingui macros in tests: the same transform as the build, through Babel (the build uses SWC). */
function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('node_modules') || !code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Test files that replace a module with `vi.mock`: in a worker whose module cache other files share, the module may
 * already be loaded (unmocked) when such a file runs, and the file then tests the real one. They run in a project of
 * their own, each file with a fresh module cache.
 */
const MOCKING_FILES = ['src/app/routed-app.test.ts', 'src/pages/calculators/model/calculators.test.ts'];
/**
 * Test files about a chunk that has not loaded yet (a field's part, the multiselect's code): another file of a
 * shared worker may have loaded it. They run with a fresh module cache too.
 */
const FRESH_CHUNK_FILES = [
  'src/shared/form-engine/fields/parts.test.tsx',
  'src/shared/form-engine/fields/multi-select-press.test.tsx',
  'src/shared/form-engine/fields/multi-select-press-during.test.tsx',
  // Which part of the catalog a page loads: another file may have loaded both parts of a language already.
  'src/shared/i18n/catalog.test.ts',
  'src/app/catalog-areas.test.ts',
];
const OWN_CACHE_FILES = [...MOCKING_FILES, ...FRESH_CHUNK_FILES];
/** Every test file. (Not in the shared options: a project's `include` would be added to it, not replace it.) */
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];

export default defineConfig({
  plugins: [linguiMacro()],
  resolve: {
    alias: { '@mocks': r('./mocks'), '@locales': r('./locales'), '@': r('./src') },
  },
  define: {
    'import.meta.env.PUBLIC_SIMULATOR': JSON.stringify('on'),
    'import.meta.env.PUBLIC_APP_VERSION': JSON.stringify('test'),
    'import.meta.env.PUBLIC_CONTENT_API_URL': JSON.stringify('http://localhost:3000/content-api'),
    'import.meta.env.PUBLIC_APP_API_URL': JSON.stringify('http://localhost:3000/app-api'),
  },
  test: {
    globals: true,
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/shared/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Vitest's default in a run is one worker fewer than the cores: one worker on the 2-core CI machine. At least two:
    // there 146 → 94 s for the suite (three: 99 s). docs/decisions/ci-time.md, 2026-12-02 (third sitting).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Test files share their workers' module cache: the simulator, Mantine and the app load once per worker
        // instead of once per file (212 s → 45 s for the suite here; setup and environment were 60% of it). Files stay
        // independent through the setup's afterEach (simulator, storage, DOM reset) and forked Effector scopes. Check
        // with `--sequence.shuffle.files`. A module wired only by a component (e.g. the wizard's header-grid.ts, imported by
        // its UI) is live in a worker once any earlier file loaded that component: a model test must import such a module
        // itself, or its result depends on the order (other-shapes.test.ts's medical cases did, until 2026-11-29).
        test: { name: 'shared-cache', isolate: false, include: TEST_FILES, exclude: [...configDefaults.exclude, ...OWN_CACHE_FILES] },
      },
      { extends: true, test: { name: 'isolated', isolate: true, include: OWN_CACHE_FILES } },
    ],
  },
});
