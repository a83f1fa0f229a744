export { ContentSections, ContentSectionView } from './ui/content-sections';
export { PersonPopup } from './ui/people-sections';
export { ContentSectionsSkeleton } from './ui/sections-skeleton';
export { DocumentLinks } from './ui/document-links';
export { $openedPerson, $hash as $sectionsHash, selectedReportTab } from './model/sections';
export { ContentPageLayout, ContentPageSkeleton } from './ui/content-page-layout';
export type { Crumb } from './ui/content-page-layout';
