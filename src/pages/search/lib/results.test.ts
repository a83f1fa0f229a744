import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@/shared/api';
import { MAX_QUERY_LENGTH, normaliseQuery, searchHref } from '@/shared/routing';
import { groupResults, highlightWords } from './results';

const result = (type: string, id: string): SearchResult => ({ type, id, title: id, description: '', link: `/${id}`, date: '' });

describe('search shaping', () => {
  it('groups results by type in the product order, keeping the order inside a group', () => {
    const groups = groupResults([result('faq', 'f1'), result('news', 'n1'), result('blog', 'b1'), result('news', 'n2'), result('customers', 'c1')]);
    expect(groups.map((group) => group.type)).toEqual(['news', 'blog', 'customers', 'faq']);
    expect(groups[0]?.items.map((item) => item.id)).toEqual(['n1', 'n2']);
  });

  it('puts types the product does not know yet under "other", last', () => {
    const groups = groupResults([result('vacancies', 'v1'), result('products', 'p1'), result('offices', 'o1')]);
    expect(groups.map((group) => group.type)).toEqual(['products', 'other']);
    expect(groups[1]?.items.map((item) => item.id)).toEqual(['v1', 'o1']);
  });

  it('no results, no groups', () => {
    expect(groupResults([])).toEqual([]);
  });

  it('normalises the text: spaces collapsed, trimmed, at most 100 characters', () => {
    expect(normaliseQuery('  car   insurance \n ')).toBe('car insurance');
    expect(normaliseQuery('x'.repeat(150))).toHaveLength(MAX_QUERY_LENGTH);
    expect(normaliseQuery('   ')).toBe('');
  });

  it('builds the address of a search, encoded; none for a blank text', () => {
    expect(searchHref(' casco ')).toBe('/search/casco');
    expect(searchHref('ԿԱՍԿՈ ապահովագրություն')).toBe(`/search/${encodeURIComponent('ԿԱՍԿՈ ապահովագրություն')}`);
    expect(searchHref('a/b?c#d')).toBe('/search/a%2Fb%3Fc%23d');
    expect(searchHref('  ')).toBe('/search');
  });

  it('marks the words of the query, not single letters', () => {
    expect(highlightWords(' travel  a insurance ')).toEqual(['travel', 'insurance']);
  });
});
