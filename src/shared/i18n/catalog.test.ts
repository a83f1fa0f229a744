import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { activateLanguage, i18n, loadPageMessages, prefetchPageMessages } from './catalog';

describe('the whole catalog fetched early', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is fetched, not applied: the language route applies it (applied before the first render, it re-rendered the shell)', async () => {
    const apply = vi.spyOn(i18n, 'load');
    const activate = vi.spyOn(i18n, 'activate');
    prefetchPageMessages('ru', 'site');
    // The prefetch's own import has settled by now (the same module).
    await import('@locales/ru/site');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(apply).not.toHaveBeenCalled();
    expect(activate).not.toHaveBeenCalled();
  });
});

describe("a page's part of the catalog (the public addresses' or the signed-in area's)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const newsOnly = generateMessageId('Get the news by e-mail');
  const chatOnly = generateMessageId('{0, plural, one {# new} other {# new}}');

  it('a public page loads what public pages show, not the profile chat; the signed-in area loads its own; a language switch loads both shown', async () => {
    const apply = vi.spyOn(i18n, 'load');
    const loaded = () => Object.assign({}, ...apply.mock.calls.filter(([lang]) => lang === 'en').map(([, messages]) => messages)) as Record<string, unknown>;
    await loadPageMessages('en', 'site');
    expect(loaded()).toHaveProperty(newsOnly);
    expect(loaded()).not.toHaveProperty(chatOnly);

    await loadPageMessages('en', 'portal');
    expect(loaded()).toHaveProperty(chatOnly);

    // Both areas have been shown: switching to Russian loads both parts before the switch.
    await activateLanguage('en');
    apply.mockClear();
    await activateLanguage('ru');
    const ru = Object.assign({}, ...apply.mock.calls.filter(([lang]) => lang === 'ru').map(([, messages]) => messages)) as Record<string, unknown>;
    expect(i18n.locale).toBe('ru');
    expect(ru).toHaveProperty(newsOnly);
    expect(ru).toHaveProperty(chatOnly);
  });
});
