import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { searchAnswerSchema } from '@/shared/api';
import { SERVER_LANGS } from '../../lib/respond';
import { postContent } from '../../test/http';
import { searchDocuments, snippet } from './search';
import type { SearchSource } from './sources';

/** A word each language's content uses in news, blog and FAQ alike. */
const CASCO = { am: 'ԿԱՍԿՈ', en: 'casco', ru: 'КАСКО' } as const;

describe.each(SERVER_LANGS)('/search/ in %s', (lang) => {
  it('finds results of several types, in the request language, with language-free links', async () => {
    const answer = await postContent('/search/', lang, { searchKeyword: CASCO[lang] });
    expect(answer.status).toBe(200);
    const result = v.parse(searchAnswerSchema, answer.body);
    expect(result.searchKeyword).toBe(CASCO[lang]);
    const types = new Set(result.data.map((item) => item.type));
    expect([...types]).toEqual(expect.arrayContaining(['blog', 'faq']));
    for (const item of result.data) {
      expect(item.link).toMatch(/^\/(news|blog|customers|faq)[/?]/);
      expect(item.link).not.toMatch(/^\/(en|ru)\//);
      expect(item.description).not.toMatch(/</);
    }
  });

  it('nothing found is an empty list; a blank keyword is a 400 on the field', async () => {
    const none = v.parse(searchAnswerSchema, (await postContent('/search/', lang, { searchKeyword: 'zzqxv' })).body);
    expect(none.data).toEqual([]);
    const blank = await postContent('/search/', lang, { searchKeyword: '   ' });
    expect(blank.status).toBe(400);
    expect(Object.keys((blank.body as { warning_d: object }).warning_d)).toEqual(['searchKeyword']);
  });
});

describe('search rules', () => {
  const source: SearchSource = {
    type: 'test',
    documents: () => [
      { type: 'test', id: 1, title: 'Travel tips', text: 'Pack light and insure your luggage.', link: '/a', date: '2026-01-01' },
      { type: 'test', id: 2, title: 'Luggage', text: 'Lost luggage abroad? Call us.', link: '/b', date: '2025-01-01' },
      { type: 'test', id: 3, title: 'Cars', text: 'Nothing about bags.', link: '/c', date: '2026-05-01' },
    ],
  };

  it('every word must match, case-insensitively; title hits rank first', () => {
    expect(searchDocuments([source], 'LUGGAGE', 'en').map((hit) => hit.id)).toEqual([2, 1]);
    expect(searchDocuments([source], 'luggage abroad', 'en').map((hit) => hit.id)).toEqual([2]);
    expect(searchDocuments([source], '  ', 'en')).toEqual([]);
  });

  it('a new source is searched once it is in the list', () => {
    const products: SearchSource = {
      type: 'products',
      documents: () => [{ type: 'products', id: 'appa', title: 'CMTPL', text: 'Compulsory motor cover.', link: '/services/personal/1/101' }],
    };
    expect(searchDocuments([source, products], 'cmtpl', 'en')).toMatchObject([{ type: 'products', link: '/services/personal/1/101' }]);
  });

  it('the snippet quotes the text around the first hit, cut at words, with ellipses', () => {
    const text = `${'alpha '.repeat(40)}the needle is here ${'omega '.repeat(40)}`.trim();
    const cut = snippet(text, ['needle'], 60);
    expect(cut).toContain('needle');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(62);
    expect(cut).not.toMatch(/…\S*lph(?!a)/);
    expect(snippet('short text', ['text'], 60)).toBe('short text');
  });
});
