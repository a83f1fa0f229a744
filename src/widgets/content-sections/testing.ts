// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export { ContentSectionView } from './ui/content-sections';
export { PersonPopup } from './ui/people-sections';
export { ContentSectionsSkeleton } from './ui/sections-skeleton';
export { $openedPerson } from './model/sections';
