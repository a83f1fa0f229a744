import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $pageAlternates, languageDetected } from '@/shared/i18n';
import { locationChanged, navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import type { ApiError } from '@/shared/api';
import { createLocalizedPageQuery } from './localized-page-query';

interface Item {
  title: string;
  charid_arm: string;
  charid_eng: string;
  charid_rus: string;
}

const item = (lang: string): Item => ({ title: `Item (${lang})`, charid_arm: 'lur', charid_eng: 'story', charid_rus: 'novost' });

function setup() {
  const fetchFx = createEffect<{ slug: string }, Item, ApiError>();
  const query = createLocalizedPageQuery({ name: 'entry', base: '/news', effect: fetchFx, entry: (data) => data });
  return { fetchFx, query };
}

describe('createLocalizedPageQuery', () => {
  it("publishes the entry's address in each language, and clears it when the page closes", async () => {
    const { fetchFx, query } = setup();
    const scope = fork({ handlers: [[fetchFx, async () => item('hy')], [navigateFx, vi.fn()]] });
    await allSettled(query.Gate.open, { scope, params: { slug: 'lur' } });
    expect(scope.getState($pageAlternates)).toEqual({ hy: '/news/lur', en: '/news/story', ru: '/news/novost' });
    await allSettled(query.Gate.close, { scope, params: { slug: 'lur' } });
    expect(scope.getState($pageAlternates)).toBeNull();
  });

  it("moves another language's slug to this language's slug, keeping query and hash", async () => {
    const { fetchFx, query } = setup();
    const navigate = vi.fn();
    const scope = fork({ handlers: [[fetchFx, async () => item('en')], [navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(locationChanged, { scope, params: { pathname: '/en/news/lur', search: '?ref=mail', hash: '#comments' } });
    await allSettled(query.Gate.open, { scope, params: { slug: 'lur' } });
    expect(navigations(navigate)).toEqual([{ href: '/en/news/story?ref=mail#comments', replace: true }]);
  });

  it('stays put when the address already has the right slug', async () => {
    const { fetchFx, query } = setup();
    const navigate = vi.fn();
    const scope = fork({ handlers: [[fetchFx, async () => item('ru')], [navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await allSettled(query.Gate.open, { scope, params: { slug: 'novost' } });
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState(query.$data)?.title).toBe('Item (ru)');
  });
});
