export { SearchPage } from './ui/search-page';
export { loadSearchFx } from './model/search';
