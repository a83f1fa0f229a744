import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Two browsers (two devices) of one customer against one backend. Each browser context runs its own copy of the
 * simulator (its db lives in that context's localStorage, `sim:db`): a test hands the simulator's state from one
 * context to the other whenever the other is about to call it, standing for that one server.
 */
const simDb = (page: Page) => page.evaluate(() => localStorage.getItem('sim:db') ?? '');

/** The backend's state as `from` left it, now `to`'s (call before `to` makes its next call). */
export async function handBackend(from: Page, to: Page) {
  const db = await simDb(from);
  await to.evaluate((value) => localStorage.setItem('sim:db', value), db);
}

/** Another browser, on the same backend as `first`, where nobody has signed in yet (only the backend and the language carried over). */
export async function anotherBrowser(browser: Browser, first: BrowserContext): Promise<BrowserContext> {
  const state = await first.storageState();
  for (const origin of state.origins) origin.localStorage = origin.localStorage.filter((item) => item.name === 'sim:db' || item.name === 'lang');
  return browser.newContext({ storageState: state });
}
