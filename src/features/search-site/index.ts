export { SearchField } from './ui/search-field';
export { $query as $searchQuery, queryChanged as searchQueryChanged, searchSubmitted } from './model/search';
