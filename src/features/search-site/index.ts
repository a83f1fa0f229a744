export { SearchField } from './ui/search-field';
