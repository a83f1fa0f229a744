export { ContentSections, ContentSectionView } from './ui/content-sections';
export { PersonPopup } from './ui/people-sections';
export { ContentSectionsSkeleton } from './ui/sections-skeleton';
export { DocumentLinks } from './ui/document-links';
export {
  SectionsGate,
  $openedPerson,
  $scrollLocked,
  $openVacancy,
  $hash as $sectionsHash,
  personOpened,
  popupClosed,
  tabSelected,
  anchorFollowed,
  vacancyToggled,
  vacancyDropdownClosed,
  lockPageScrollFx,
  restorePageScrollFx,
  scrollToAnchorFx,
  selectedReportTab,
} from './model/sections';
export { ContentPageLayout, ContentPageSkeleton } from './ui/content-page-layout';
export type { ContentPageLayoutProps, Crumb } from './ui/content-page-layout';
