export { ContentSections } from './ui/content-sections';
export { DocumentLinks } from './ui/document-links';
export { $hash as $sectionsHash, selectedReportTab } from './model/sections';
export { ContentPageLayout, ContentPageSkeleton } from './ui/content-page-layout';
export type { Crumb } from './ui/content-page-layout';
