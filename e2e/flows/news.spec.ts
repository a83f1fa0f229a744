import { expect, test } from '../support/test';
import { alternate, languageButtons, waitForContent } from '../support/content';
import { expectAccessiblePages, openApp } from '../support/app';

test.describe('news', () => {
  test('the list links to items under their localized slug; previews are cut to 100 characters; pages (en)', async ({ page }) => {
    await openApp(page, '/en/news');
    await waitForContent(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News and videos');
    const cards = page.getByTestId('news-list').getByTestId('article-card');
    await expect(cards).toHaveCount(9);
    const first = cards.first();
    const preview = (await first.locator('p').last().textContent()) ?? '';
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBe(103);
    await expect(first.getByRole('link')).toHaveAttribute('href', '/en/news/cmtpl-online-24-7');

    // Page 2 is an address of its own.
    await page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    await expect(cards).toHaveCount(3);
    await expect(page).toHaveTitle(/page 2/);

    await page.getByRole('link', { name: 'Pay with any bank card' }).click();
    await expect(page).toHaveURL(/\/en\/news\/pay-with-any-card$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay with any bank card');
  });

  test('switching language on an item lands on the same item under its localized slug, and back (hy → en → ru → hy)', async ({ page }) => {
    await openApp(page, '/news/nor-masnachyugh-gyumrium');
    await waitForContent(page);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Նոր մասնաճյուղ Գյումրիում');
    // The alternates of the item are its localized addresses.
    await expect(alternate(page, 'hy')).toHaveAttribute('href', /\/news\/nor-masnachyugh-gyumrium$/);
    await expect(alternate(page, 'en')).toHaveAttribute('href', /\/en\/news\/new-branch-gyumri$/);
    await expect(alternate(page, 'ru')).toHaveAttribute('href', /\/ru\/news\/novyj-filial-v-gyumri$/);
    await expect(alternate(page, 'x-default')).toHaveAttribute('href', /\/news\/nor-masnachyugh-gyumrium$/);
    await expect(languageButtons(page).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/news/new-branch-gyumri');

    await languageButtons(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/news\/new-branch-gyumri$/);
    await expect(title).toHaveText('New branch opens in Gyumri');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/news\/new-branch-gyumri$/);

    await languageButtons(page).getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/news\/novyj-filial-v-gyumri$/);
    await expect(title).toHaveText('Новый филиал в Гюмри');

    await languageButtons(page).getByRole('link', { name: 'Հայերեն' }).click();
    await expect(page).toHaveURL(/\/news\/nor-masnachyugh-gyumrium$/);
    expect(new URL(page.url()).pathname).toBe('/news/nor-masnachyugh-gyumrium');
    await expect(title).toHaveText('Նոր մասնաճյուղ Գյումրիում');
  });

  test("an address with another language's slug moves to this language's slug", async ({ page }) => {
    await openApp(page, '/en/news/nor-masnachyugh-gyumrium');
    await expect(page).toHaveURL(/\/en\/news\/new-branch-gyumri$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New branch opens in Gyumri');
  });

  test('a forced 500 on the list shows the error state, and retry works (hy)', async ({ page }) => {
    await openApp(page, '/news', ['/news-and-videos/:500:3']);
    const error = page.getByTestId('load-error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Էջը չհաջողվեց բեռնել');
    await error.getByRole('button', { name: 'Փորձել կրկին' }).click();
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(error).toBeHidden();
  });

  test('a failed "latest news" column does not break the item; its own retry works (en)', async ({ page }) => {
    await openApp(page, '/en/news/cmtpl-online-24-7', ['/news/:500:3']);
    const column = page.getByTestId('latest-news');
    await expect(column.getByTestId('load-error')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CMTPL policies are now available online 24/7');
    await column.getByRole('button', { name: 'Try again' }).click();
    await expect(column.getByRole('link', { name: 'New branch opens in Gyumri' })).toBeVisible();
  });

  test('a forced 404 on an item goes to /notfound; so does an unknown slug', async ({ page }) => {
    await openApp(page, '/en/news/cmtpl-online-24-7', ['/news/details/:404']);
    await expect(page).toHaveURL(/\/en\/notfound$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
    await openApp(page, '/news/no-such-news');
    await expect(page).toHaveURL(/\/notfound$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Մենք չգտանք այս էջը');
  });

  test('a video plays only when asked: no third-party frame before the click', async ({ page }) => {
    await openApp(page, '/en/news');
    await waitForContent(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Play the video "How to buy CMTPL in 3 minutes"' }).click();
    await expect(page.getByTestId('video-player')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/Sv3nAppa001\?/);
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  // One test per language, the second page reached in-app (expectAccessiblePages).
  for (const [lang, paths] of Object.entries({ hy: ['/news', '/news/nor-masnachyugh-gyumrium'], en: ['/en/news', '/en/news/cmtpl-in-3-minutes-video'] })) {
    test(`axe: the list and an item (${lang})`, async ({ page }) => {
      await expectAccessiblePages(page, paths, async () => {
        await waitForContent(page);
      });
    });
  }
});
