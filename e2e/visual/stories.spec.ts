import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { STORYBOOK_PORT } from '../../playwright.config';
import { openStory, VIEWPORTS, VISUAL_LANGS } from './helpers';

/**
 * One screenshot per story × viewport × language, from the static Storybook
 * (`npm run build-storybook`, served on STORYBOOK_PORT by playwright.config.ts).
 * Baselines: e2e/__screenshots__/stories.spec.ts/<story id>-<lang>-<width>.png.
 * A story tagged `no-visual` (`tags: ['no-visual']`) is left out.
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

const stories: IndexEntry[] = existsSync(indexPath)
  ? Object.values((JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries).filter(
      (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
    )
  : [];

test('the static Storybook is built', () => {
  expect(existsSync(indexPath), 'storybook-static/index.json is missing: run `npm run build-storybook` first').toBe(true);
  expect(stories.length).toBeGreaterThan(0);
});

for (const viewport of VIEWPORTS) {
  test.describe(`stories at ${viewport.width}px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const story of stories) {
      for (const lang of VISUAL_LANGS) {
        test(`${story.title} / ${story.name} [${lang}]`, async ({ page }) => {
          await openStory(page, STORYBOOK_URL, story.id, lang);
          // Full page: dialogs and menus render in portals outside #storybook-root.
          await expect(page).toHaveScreenshot(`${story.id}-${lang}-${viewport.width}.png`, { fullPage: true });
        });
      }
    }
  });
}
