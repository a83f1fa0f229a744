import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test` with one automatic check (issue 25 item 7): a test fails when any page it opened threw an
 * uncaught error or left a promise rejection unhandled (`pageerror`), on every page it visits, whatever it asserts
 * itself. Import `test` and `expect` from here, not from '@playwright/test'.
 */
export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
