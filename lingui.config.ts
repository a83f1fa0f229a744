import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Messages are written in English in the code; catalogs for hy (default UI language), en and ru must all be complete. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['hy', 'en', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
