import { type Page } from '@playwright/test';
import { expect } from '../support/test';

/** The two viewports of the visual suite: a phone and a laptop. */
export const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** Languages screenshotted: the default (Armenian, its own script) and English (Latin). */
export const VISUAL_LANGS = ['hy', 'en'] as const;

/**
 * Resolves once the DOM has not changed for `quietMs` (portals mounting, carousels measuring,
 * late React commits), or after `timeoutMs` at most.
 */
export async function waitForQuietDom(page: Page, quietMs = 250, timeoutMs = 5_000) {
  await page.evaluate(
    ([quiet, timeout]) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        const deadline = window.setTimeout(done, timeout);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          window.clearTimeout(timer);
          window.clearTimeout(deadline);
          resolve();
        }
      }),
    [quietMs, timeoutMs] as const,
  );
}

/**
 * Every <img> and every CSS background image on the page has loaded (or failed). Lazy images (below the
 * fold, in a slider's hidden slides) are switched to eager first: a full-page shot shows them too.
 */
export async function waitForImages(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
    const urls = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const match = /url\(["']?([^"')]+)["']?\)/.exec(getComputedStyle(element).backgroundImage);
      if (match?.[1]) urls.add(match[1]);
    }
    const backgrounds = [...urls].map(
      (url) =>
        new Promise<void>((resolve) => {
          const image = new Image();
          image.onload = image.onerror = () => resolve();
          image.src = url;
        }),
    );
    const images = [...document.images].map((image) =>
      image.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            image.addEventListener('load', () => resolve(), { once: true });
            image.addEventListener('error', () => resolve(), { once: true });
          }).then(() => image.decode().catch(() => undefined)),
    );
    await Promise.all([...backgrounds, ...images]);
  });
}

/** Fonts in, DOM still, images loaded: the page is ready for a screenshot. */
export async function settle(page: Page, quietMs = 250) {
  await page.evaluate(() => document.fonts.ready);
  await waitForQuietDom(page, quietMs);
  await page.evaluate(() => document.fonts.ready);
  await waitForImages(page);
}

type PreviewWindow = Window & { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };

/**
 * Opens one story in the preview iframe and waits for Storybook's render to end
 * (phase `finished`: loaders, render, play function all done), then for the page to settle.
 */
export async function openStory(page: Page, baseUrl: string, id: string, lang: string) {
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=lang:${lang}`);
  await page.waitForFunction(() => {
    const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'errored' || phase === 'aborted';
  });
  const phase = await page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
  const error = await page.locator('#error-message').textContent();
  expect(phase, `story ${id} did not render: ${error ?? ''}`).toBe('finished');
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
  await settle(page);
}

type ChannelWindow = PreviewWindow & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/**
 * A story switched in a preview that is already open is still after a shorter quiet spell than a page: no network, no
 * late data. What is not yet still when the shot is taken, toHaveScreenshot sees: it shoots again until a shot matches
 * the baseline (or its time runs out).
 */
const STORY_QUIET_MS = 100;

/**
 * Shows another story in a preview page that is already open (see stories.spec.ts): Storybook's own
 * `setCurrentStory` (or `forceRemount` for the story on screen), instead of loading the preview again (~2 s of
 * CPU per story here). Browser storage and the scroll position are reset first, so a story never sees what the
 * previous one left.
 */
export async function switchStory(page: Page, id: string) {
  await page.evaluate((storyId) => {
    const win = window as ChannelWindow;
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo(0, 0);
    const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error('Storybook channel not found');
    if (win.__STORYBOOK_PREVIEW__?.currentRender?.id === storyId) channel.emit('forceRemount', { storyId });
    else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  await page.waitForFunction((storyId) => {
    const render = (window as ChannelWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && (render.phase === 'finished' || render.phase === 'errored' || render.phase === 'aborted');
  }, id);
  const phase = await page.evaluate(() => (window as ChannelWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
  const error = await page.locator('#error-message').textContent();
  expect(phase, `story ${id} did not render: ${error ?? ''}`).toBe('finished');
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
  await settle(page, STORY_QUIET_MS);
}
