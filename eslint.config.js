import js from '@eslint/js';
import effector from 'eslint-plugin-effector';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'storybook-static',
      'test-results',
      'playwright-report',
      'node_modules',
      'mocks/public',
      '.sim-server',
      '.prod-local',
      'bench-results',
      'src/app/routeTree.gen.ts',
      'locales/**/messages.ts',
      'locales/**/shell.ts',
      'locales/**/site.ts',
      'locales/**/portal.ts',
      '*.config.{js,cjs,ts}',
      'postcss.config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Node scripts in plain JavaScript: no type information.
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false },
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
      },
    },
  },
  // Effector's rules need type information: TypeScript files only.
  ...[effector.flatConfigs.recommended, effector.flatConfigs.scope, effector.flatConfigs.react].map((preset) => ({
    ...preset,
    files: ['**/*.{ts,tsx}'],
  })),
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "ExportAllDeclaration", message: 'Public APIs use named exports, not `export *`.' },
        { selector: "CallExpression[callee.property.name='getState']", message: 'Read stores with sample/combine or useUnit, never getState.' },
        { selector: "CallExpression[callee.property.name='watch']", message: 'No .watch for logic: use sample and effects.' },
      ],
    },
  },
  {
    files: ['e2e/**', 'scripts/**', '**/*.test.{ts,tsx}', 'stories/**', '.storybook/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A slice's `testing.ts` (issue 25 item 4) hands stories and tests what its public index keeps lazy or private
    // (a view loaded as its own chunk, stores a screen's story sets). The app itself never imports it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/shared/*/testing', '@/entities/*/testing', '@/features/*/testing', '@/widgets/*/testing', '@/pages/*/testing'],
              message: "A slice's testing entry is for stories and tests only; import its public index.",
            },
          ],
          // React's lazy() suspends on every first render, even of loaded code, and React holds each reveal back up to
          // 300 ms (docs/decisions/suspense-throttle.md).
          paths: [{ name: 'react', importNames: ['lazy'], message: 'Use lazyRetrying or lazyOr from @/shared/lib: they render loaded code at once and can be preloaded.' }],
        },
      ],
    },
  },
  {
    // shared/lib's lazy parts are built on React's lazy().
    files: ['src/shared/lib/lazy/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Stories reach a slice through its public index or its testing entry, never its insides (issue 25 item 4).
    files: ['stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/entities/*/*', '@/features/*/*', '@/widgets/*/*', '@/pages/*/*',
                '!@/entities/*/testing', '!@/features/*/testing', '!@/widgets/*/testing', '!@/pages/*/testing',
              ],
              message: "Import the slice's public index, or add what the story needs to its testing.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Browser tests take `test` from e2e/support/test.ts: it fails a test on any uncaught page error (issue 25 item 7).
    files: ['e2e/flows/**', 'e2e/visual/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from e2e/support/test.ts (it fails on uncaught page errors)." }] },
      ],
    },
  },
  {
    // The simulator is the backend's twin: it shares only `shared` code meant for it (schemas, paths, the rules the
    // backend applies too: @/shared/form-engine/server-rules, @/shared/claims), never the app's
    // layers above `shared` and never the form engine's insides (issues 14, 25). Its tests may check the app's payloads.
    files: ['mocks/**/*.{ts,tsx}'],
    ignores: ['mocks/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/shared/form-engine/*/**'], message: 'Import the rules the backend shares from @/shared/form-engine/server-rules.' },
            {
              group: ['@/app', '@/app/**', '@/pages', '@/pages/**', '@/widgets', '@/widgets/**', '@/features', '@/features/**', '@/entities', '@/entities/**'],
              message: 'The simulator imports only shared code (a rule both sides apply belongs in shared, e.g. @/shared/claims).',
            },
          ],
        },
      ],
    },
  },
);
