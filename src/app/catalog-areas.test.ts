import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n';
import { createAppRouter } from './router';

/**
 * The page catalog's two areas (docs/decisions/shell-catalog.md, "Two areas") through the router: the language route's
 * match is kept when a customer goes from a public page into /profile, and its loader must run again, awaited, so
 * that the profile never renders before its words (the registration's reload into the profile did: e2e uploads.spec).
 */
describe("the language route loads the part of the catalog of the address's area", () => {
  const overviewOnly = generateMessageId('Send your identity documents');
  const newsOnly = generateMessageId('Get the news by e-mail');

  it('a public page has the public words; going to the profile loads the signed-in ones before the navigation ends', async () => {
    const router = createAppRouter();
    router.update({
      ...router.options,
      history: createMemoryHistory({ initialEntries: ['/en/news'] }),
      context: { auth: { isAuthorized: true }, onLanguage: () => undefined },
    });
    await router.load();
    expect(i18n.locale).toBe('en');
    expect(i18n.messages).toHaveProperty(newsOnly);
    expect(i18n.messages).not.toHaveProperty(overviewOnly);

    await router.navigate({ to: '/{-$lang}/profile/$tab', params: { lang: 'en', tab: '3152' } });
    expect(router.state.location.pathname).toBe('/en/profile/3152');
    expect(i18n.messages).toHaveProperty(overviewOnly);
  });
});
