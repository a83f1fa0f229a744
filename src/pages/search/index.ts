export { SearchPage } from './ui/search-page';
export { searchQuery, loadSearchFx, $query as $searchText, $groups as $searchGroups, draftChanged as searchDraftChanged } from './model/search';
export { groupResults } from './lib/results';
