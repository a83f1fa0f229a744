import { expect, test } from '../support/test';
import { alternate, languageButtons, waitForContent } from '../support/content';
import { expectAccessiblePages, openApp } from '../support/app';

test.describe('blog', () => {
  test('topics are links on a wide screen: filter, empty topic, back to all (en, 1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, '/en/blog');
    await waitForContent(page);
    const topics = page.getByRole('navigation', { name: 'Blog topics' });
    const posts = page.getByTestId('blog-posts').getByTestId('article-card');
    await expect(page.getByRole('combobox', { name: 'Topic' })).toBeHidden();
    await expect(posts).toHaveCount(8);
    await expect(page.getByTestId('blog-top')).toContainText('CMTPL, voluntary MTPL or casco: how to choose');

    await topics.getByRole('link', { name: 'Travel' }).click();
    await expect(page).toHaveURL(/\/en\/blog\?category=travel$/);
    await expect(topics.getByRole('link', { name: 'Travel' })).toHaveAttribute('aria-current', 'page');
    await expect(posts).toHaveCount(2);
    await expect(posts.first()).toContainText('Five things to check before you travel');

    await topics.getByRole('link', { name: 'Business' }).click();
    await expect(page).toHaveURL(/\/en\/blog\?category=business$/);
    await expect(page.getByText('No posts on this topic yet')).toBeVisible();
    await page.getByRole('link', { name: 'See posts on every topic' }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(posts).toHaveCount(8);
  });

  test('topics are a select on a phone; the choice is in the address and survives a language switch (hy, 375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openApp(page, '/blog');
    await waitForContent(page);
    await expect(page.getByRole('navigation', { name: 'Բլոգի թեմաներ' })).toBeHidden();
    await page.getByRole('combobox', { name: 'Թեմա' }).click();
    await page.getByRole('option', { name: 'Առողջություն' }).click();
    await expect(page).toHaveURL(/\/blog\?category=health$/);
    const posts = page.getByTestId('blog-posts').getByTestId('article-card');
    await expect(posts).toHaveCount(2);
    await expect(posts.first()).toContainText('Ինչու է տարեկան բժշկական ստուգումն արդարացված');
    await expect(page.getByRole('combobox', { name: 'Թեմա' })).toHaveValue('Առողջություն');

    // The topic is kept in another language's address.
    await page.goto('/en/blog?category=health');
    await waitForContent(page);
    await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('Health');
    await expect(posts.first()).toContainText('Why a yearly check-up pays off');
  });

  test('an unknown topic is a 404 → /notfound', async ({ page }) => {
    await openApp(page, '/en/blog?category=no-such-topic');
    await expect(page).toHaveURL(/\/en\/notfound$/);
  });

  test('a post: localized slugs in hreflang and in the language switch (en → hy)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openApp(page, '/en/blog');
    await waitForContent(page);
    await page.getByTestId('blog-posts').getByRole('link', { name: 'Winter driving: a checklist' }).click();
    await expect(page).toHaveURL(/\/en\/blog\/winter-driving-checklist$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter driving: a checklist');
    await expect(alternate(page, 'ru')).toHaveAttribute('href', /\/ru\/blog\/zimnee-vozhdenie-chek-list$/);
    await languageButtons(page).getByRole('link', { name: 'Հայերեն' }).click();
    await expect(page).toHaveURL(/\/blog\/dzmerayin-varum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ձմեռային վարում. ստուգաթերթ');
    await page.getByRole('link', { name: /Բլոգ՝ Ավտո/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=car$/);
  });

  test('a forced 500 on a topic shows a retry in place of the posts only, and retry works (en)', async ({ page }) => {
    await openApp(page, '/en/blog?category=car', ['/blog/:500:3']);
    const error = page.getByTestId('load-error');
    await expect(error).toContainText('The posts could not be loaded');
    await expect(page.getByTestId('blog-top')).toBeVisible();
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('blog-posts').getByTestId('article-card')).toHaveCount(2);
  });

  // One test per language, the second page reached in-app (expectAccessiblePages).
  for (const [lang, paths] of Object.entries({ hy: ['/blog', '/blog/dzmerayin-varum'], en: ['/en/blog?category=business', '/en/blog/winter-driving-checklist'] })) {
    test(`axe: the list and an item (${lang})`, async ({ page }) => {
      await expectAccessiblePages(page, paths, async () => {
        await waitForContent(page);
      });
    });
  }
});
