import { SEARCH_RESULT_TYPES, type SearchResult } from '@/shared/api';
import { normaliseQuery } from '@/shared/routing';

/** How results are shown: grouped by what they are, in a fixed order, unknown types last as "other". */
export type ResultGroupType = (typeof SEARCH_RESULT_TYPES)[number] | 'other';

export interface ResultGroup {
  type: ResultGroupType;
  items: SearchResult[];
}

const isKnown = (type: string): type is (typeof SEARCH_RESULT_TYPES)[number] => (SEARCH_RESULT_TYPES as readonly string[]).includes(type);

/** Results grouped by type in the product's order; the backend's order is kept inside each group. */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<ResultGroupType, SearchResult[]>();
  for (const result of results) {
    const type: ResultGroupType = isKnown(result.type) ? result.type : 'other';
    const items = groups.get(type) ?? [];
    items.push(result);
    groups.set(type, items);
  }
  return [...SEARCH_RESULT_TYPES, 'other' as const].flatMap((type) => {
    const items = groups.get(type);
    return items ? [{ type, items }] : [];
  });
}

/** The words to mark in titles and snippets. */
export const highlightWords = (query: string): string[] => normaliseQuery(query).split(' ').filter((word) => word.length > 1);
