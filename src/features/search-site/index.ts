export { SearchField } from './ui/search-field';
export { $query as $searchQuery } from './model/search';
