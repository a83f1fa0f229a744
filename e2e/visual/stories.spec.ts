import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test as base } from '../support/test';
import { SHOT, STORYBOOK_PORT } from '../../playwright.config';
import { openStory, switchStory, VIEWPORTS, VISUAL_LANGS } from './helpers';

/**
 * One screenshot per story × viewport × language (Armenian and English at 375 px, Armenian at 1280 px), from the static Storybook
 * (`npm run build-storybook`, served on STORYBOOK_PORT by playwright.config.ts).
 * Baselines: e2e/__screenshots__/stories.spec.ts/<story id>-<lang>-<width>.png.
 * A story tagged `no-visual` (`tags: ['no-visual']`) is left out.
 *
 * Speed: loading Storybook's preview costs ~2 s of CPU, switching stories inside it ~0.3 s. So each worker keeps
 * one preview page per language (`previews`, worker-scoped) and switches stories in it (`switchStory`: storage
 * and scroll reset, a fresh mount, toasts cleared by the preview's loader); every story still renders from
 * scratch at the test's viewport.
 */
const STORYBOOK_URL = `http://127.0.0.1:${STORYBOOK_PORT}`;
const indexPath = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/** One preview page per language, per worker, opened on first use. */
const test = base.extend<object, { previews: Map<string, Page> }>({
  previews: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

async function previewPage(previews: Map<string, Page>, newPage: () => Promise<Page>, lang: string, storyId: string, viewport: { width: number; height: number }) {
  let page = previews.get(lang);
  if (!page) {
    page = await newPage();
    await page.setViewportSize(viewport);
    await openStory(page, STORYBOOK_URL, storyId, lang);
    previews.set(lang, page);
    return page;
  }
  await page.setViewportSize(viewport);
  await switchStory(page, storyId);
  return page;
}

/**
 * Languages shot at a width: both at the phone's (where long Armenian and English words wrap and overflow), Armenian
 * alone at the laptop's (the widest words; English at 1280 px was 235 shots, ~4 worker-minutes of CI, that no
 * change had ever broken alone).
 */
const langsAt = (width: number): readonly string[] => (width === 375 ? VISUAL_LANGS : ['hy']);

const stories: IndexEntry[] = existsSync(indexPath)
  ? Object.values((JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries).filter(
      (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
    )
  : [];

const baselineDir = fileURLToPath(new URL('../__screenshots__/stories.spec.ts/', import.meta.url));

/**
 * The shot is its baseline byte for byte (the same Chromium encodes the same pixels the same way), or else
 * `toHaveScreenshot` compares it as usual (shooting again until it matches, with the config's threshold, writing the
 * diff when it does not). Playwright's comparison decodes both PNGs in JavaScript and compares every pixel even when
 * the files are identical: ~0.2 s of the test worker's CPU for a laptop-wide shot on a 2-core host.
 */
async function expectShot(page: Page, name: string) {
  const baseline = `${baselineDir}${name}`;
  if (existsSync(baseline)) {
    const shot = await page.screenshot({ fullPage: true, ...SHOT });
    if (shot.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, { fullPage: true });
}

test('the static Storybook is built', () => {
  expect(existsSync(indexPath), 'storybook-static/index.json is missing: run `npm run build-storybook` first').toBe(true);
  expect(stories.length).toBeGreaterThan(0);
});

// Issue 13 §8: no baseline that no test compares against (a renamed or removed story leaves its PNGs behind).
test('every committed story baseline belongs to a snapshotted story', () => {
  const expected = new Set(stories.flatMap((story) => VIEWPORTS.flatMap((viewport) => langsAt(viewport.width).map((lang) => `${story.id}-${lang}-${viewport.width}.png`))));
  const orphans = existsSync(baselineDir) ? readdirSync(baselineDir).filter((file) => !expected.has(file)) : [];
  expect(orphans, 'baselines of stories that no longer exist or are tagged no-visual: delete them').toEqual([]);
});

for (const viewport of VIEWPORTS) {
  test.describe(`stories at ${viewport.width}px`, () => {
    for (const story of stories) {
      for (const lang of langsAt(viewport.width)) {
        test(`${story.title} / ${story.name} [${lang}]`, async ({ browser, previews }) => {
          const newPage = async () => (await browser.newContext({ reducedMotion: 'reduce', locale: 'hy-AM', timezoneId: 'Asia/Yerevan' })).newPage();
          const page = await previewPage(previews, newPage, lang, story.id, viewport);
          // Full page: dialogs and menus render in portals outside #storybook-root.
          await expectShot(page, `${story.id}-${lang}-${viewport.width}.png`);
          // Nothing pushes a phone's page sideways (a long Armenian word in a heading did, 2026-11-29). A story that
          // compares pieces side by side on purpose is tagged `wider-than-phone`.
          if (viewport.width < 768 && !story.tags?.includes('wider-than-phone')) {
            expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(viewport.width);
          }
        });
      }
    }
  });
}
