import { expect, test } from '../support/test';
import { waitForContent } from '../support/content';
import { clickThrough, openApp } from '../support/app';

/** News item 7 of the simulator carries a script, an onerror handler and javascript: / onclick links. */
for (const [lang, path, linkText] of [
  ['en', '/en/news/beware-of-fake-messages', 'Check your policy'],
  ['hy', '/news/zgushacek-keghc-haghordagrutyunnerits', 'Ստուգել ձեր պայմանագիրը'],
] as const) {
  test(`hostile HTML in a news body is rendered inert (${lang})`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openApp(page, path);
    await waitForContent(page);
    const body = page.getByTestId('article-body');
    await expect(body).toContainText('https://');
    // The safe parts are there: text, the picture, the ordinary link (without its handler).
    await expect(body.locator('img')).toHaveCount(1);
    await expect(body.locator('a[href="/faq?category=other"]')).toHaveCount(1);
    // Nothing that runs: no script, no handler attribute, no javascript: address anywhere in the page.
    await expect(page.locator('main script')).toHaveCount(0);
    expect(await page.evaluate(() => [...document.querySelectorAll('*')].filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith('on'))).length)).toBe(0);
    await expect(page.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
    // Clicking the neutralised link does nothing: once the click has gone through the page, no handler has
    // opened a dialog, and the link has no javascript: address left to follow.
    const clicked = await clickThrough(page, body.getByText(linkText));
    expect(clicked.href ?? '').not.toMatch(/^\s*javascript:/i);
    expect(dialogs).toEqual([]);
  });
}
