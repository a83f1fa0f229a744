import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Demo customer of the simulator (mocks/README.md). */
export const DEMO = { login: '1234567890', email: 'anna.hakobyan@example.am', password: 'Sevan2026!', nameHy: 'Աննա Հակոբյան', nameEn: 'Anna Hakobyan' };

/**
 * Opens a page of the app with a fresh simulator: `sim` rules as in mocks/README.md
 * (e.g. ['/home/:500']). The first visit resets the simulator's data and switches.
 */
export async function openApp(page: Page, path: string, sim: string[] = []) {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('sim', ['reset', ...sim].join(','));
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
  await waitForApp(page);
}

/** The app has rendered its shell (header) and fonts are in. */
export async function waitForApp(page: Page) {
  // A prerendered page of the production build shows its snapshot first; the app's page replaces it
  // (docs/decisions/prerendered-first-paint.md). The demo build has none.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('header')).toBeVisible();
  // The shell renders before the router has loaded: <main> is busy until the router has resolved the address.
  await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy', 'true');
  await page.evaluate(() => document.fonts.ready);
}

/** Forces behaviour of an endpoint from inside the running page (window.__sim of the simulator). */
export async function force(page: Page, path: string, mode: string, times?: number) {
  await page.evaluate(([p, m, t]) => (window as unknown as { __sim: { forceEndpoint: (p: string, m: string, t?: number) => void } }).__sim.forceEndpoint(p as string, m as string, t as number | undefined), [path, mode, times] as const);
}

/**
 * Clicks `target` and waits until the click has gone through the whole page: a listener on window, the last to
 * hear a bubbling click, reports it, so every handler the element or its ancestors carry has run by then (a
 * handler that calls alert() has opened its dialog). Returns the `href` the clicked link had at that moment: a
 * link without one (null) does nothing when followed; a `javascript:` one would run it.
 */
export async function clickThrough(page: Page, target: Locator): Promise<{ href: string | null }> {
  await page.evaluate(() => {
    const state = window as unknown as { __clickedThrough?: { href: string | null } };
    delete state.__clickedThrough;
    window.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null;
        state.__clickedThrough = { href: link?.getAttribute('href') ?? null };
      },
      { once: true },
    );
  });
  await target.click();
  const done = await page.waitForFunction(() => (window as unknown as { __clickedThrough?: { href: string | null } }).__clickedThrough);
  return (await done.jsonValue()) as { href: string | null };
}

/** The sign-in form on the page (not the header's search form). */
export const loginForm = (page: Page) => page.locator('main form').filter({ has: page.locator('input[name="LOGIN"]') });

export async function signIn(page: Page, login = DEMO.login, password = DEMO.password) {
  const form = loginForm(page);
  await form.locator('input[name="LOGIN"]').fill(login);
  await form.locator('input[name="PASSWORD"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Opens a signed-in-only page, signs in as the demo customer and waits to be back at that address. */
export async function signInTo(page: Page, path: string) {
  await openApp(page, path);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/**
 * axe: no serious or critical violation of WCAG 2.1 A/AA.
 * Legacy mode runs axe.run in the page itself; the default (runPartial, then finishRun in a new blank page with
 * axe injected again) took 3–6 s per check here against ~1 s, for the same findings: our pages have no
 * cross-origin frames, which is what that mode exists for. Only violations are collected in full.
 */
export async function expectAccessible(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
}

/** Goes to `href` in-app: history push + popstate, so the router re-matches without reloading the app. */
export async function pushAddress(page: Page, href: string) {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, href);
}

type HeadingMark = { __headingBefore?: { node: Element | null; text: string } };

/**
 * Opens `href` in-app (pushAddress, as a followed link does) and waits until the page's main heading has been
 * replaced or has changed its text, so that what follows looks at the new page and not at the one before it.
 */
export async function navigateInApp(page: Page, href: string) {
  await page.evaluate(() => {
    const heading = document.querySelector('main h1');
    (window as unknown as HeadingMark).__headingBefore = { node: heading, text: heading?.textContent ?? '' };
  });
  await pushAddress(page, href);
  await page.waitForFunction(
    () => {
      const before = (window as unknown as HeadingMark).__headingBefore;
      const heading = document.querySelector('main h1');
      return heading !== null && (heading !== before?.node || (heading.textContent ?? '') !== before.text);
    },
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * axe on several pages in one test: the first is opened with a fresh simulator, the others with in-app
 * navigations (a page load with a simulator reset costs ~2 s of CPU; a whole CI run opened hundreds only to run
 * axe). `ready` is the page's own sign that it is on screen. Every page is checked and the findings are reported
 * together, by address.
 */
export async function expectAccessiblePages(page: Page, paths: readonly string[], ready: (page: Page, path: string) => Promise<void>) {
  const findings: Record<string, string[]> = {};
  for (const [index, path] of paths.entries()) {
    if (index === 0) await openApp(page, path);
    else await navigateInApp(page, path);
    await ready(page, path);
    const blocking = await blockingViolations(page);
    if (blocking.length > 0) findings[path] = blocking;
  }
  expect(findings).toEqual({});
}

/** The serious and critical WCAG 2.1 A/AA violations axe finds on the page, as "rule: targets". */
async function blockingViolations(page: Page): Promise<string[]> {
  // A dialog still fading in has its colours blended with the page behind it (axe then reports color-contrast on
  // its buttons): the check runs once the page's CSS transitions and animations have finished.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // And none starts while axe reads the page: a toast whose time ran out during the check faded out under it and was
  // reported half-transparent (color-contrast on a Notification's description, profile-contact.spec, 2026-12-02).
  // Without transitions an element takes its end state at once: a leaving toast is gone, an arriving one whole.
  const still = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation-play-state: paused !important; }' });
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze()
    .finally(() => still.evaluate((style) => (style as Element).remove()).catch(() => undefined));
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * DD/MM/YYYY of today + `days` (and `months`) in Yerevan: the browser (and so the simulator) runs in Asia/Yerevan,
 * the machine that runs the tests may not (between 20:00 and 24:00 UTC it is already tomorrow in Yerevan).
 */
export function yerevanDay(days: number, months = 0): string {
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Yerevan', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date())
    .split('/')
    .map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, day + days));
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

/** The simulator's stored data (localStorage `sim:db`): the outbox and the uploads. */
export type SimDb = { outbox: Array<{ to: string; code?: string; channel: string; subject?: string }>; uploads: Array<{ kind: string; pixels?: string; owner: string }> };
export const simDb = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('sim:db') ?? '{}') as SimDb);

/** The newest code sent to `to`, read in the simulator panel's outbox, as a developer would. */
export async function codeFromInbox(page: Page, to: string): Promise<string> {
  await page.getByRole('button', { name: 'Simulator' }).click();
  const message = page.getByRole('article').filter({ hasText: to }).first();
  await expect(message).toBeVisible();
  const code = (await message.locator('code').first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Close the simulator panel' }).click();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}
