import type * as v from 'valibot';
import type { searchAnswerSchema } from '@/shared/api/content/search';
import { CONTENT_TEXT } from '../../lib/content';
import { publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, ok, textField, requiredText } from '../../lib/respond';
import { searchDocuments } from './search';
import { SEARCH_SOURCES } from './sources';

/**
 * /search/ (public-site.md §7, `searchKeyword`): results across every source of sources.ts, in the
 * request language. A blank keyword is a 400 with warning_d.searchKeyword (the app never sends one).
 */
const search = publicEndpoint({
  client: 'content',
  path: '/search/',
  title: 'Site search (searchKeyword)',
  warningFields: ['searchKeyword', 'lang'],
  resolve: ({ fields, lang }) => {
    const keyword = textField(fields, 'searchKeyword');
    if (!keyword) return fieldWarnings({ searchKeyword: [requiredText(CONTENT_TEXT.labelSearch[lang], lang)] });
    return ok({ searchKeyword: keyword, data: searchDocuments(SEARCH_SOURCES, keyword, lang) } satisfies v.InferInput<typeof searchAnswerSchema>);
  },
});

export const searchEndpoints: readonly Endpoint[] = [search];
