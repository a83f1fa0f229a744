import { useGate, useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { Stack } from '@mantine/core';
import type { ContentSection } from '@/shared/api';
import { SectionsGate, sectionsShown } from '../model/sections';
import { LeadershipSection, PersonPopup, TeamSection } from './people-sections';
import {
  CallToActionSection,
  DocumentsSection,
  MapSection,
  ReinsuranceSection,
  TitleParagraphColumnsSection,
  TitleParagraphSection,
  TwoColumnTextSection,
} from './simple-sections';
import { ReportsSection, SubsectionTabsSection } from './tab-sections';

/** One section, by its type. */
export function ContentSectionView({ section }: { section: ContentSection }) {
  switch (section.type) {
    case 'two-column-text':
      return <TwoColumnTextSection section={section} />;
    case 'documents':
      return <DocumentsSection section={section} />;
    case 'reports':
      return <ReportsSection section={section} />;
    case 'map':
      return <MapSection section={section} />;
    case 'title-paragraph':
      return <TitleParagraphSection section={section} />;
    case 'call-to-action':
      return <CallToActionSection section={section} />;
    case 'leadership':
      return <LeadershipSection section={section} />;
    case 'team':
      return <TeamSection section={section} />;
    case 'title-paragraph-columns':
      return <TitleParagraphColumnsSection section={section} />;
    case 'subsection-tabs':
      return <SubsectionTabsSection section={section} />;
    case 'reinsurance':
      return <ReinsuranceSection section={section} />;
  }
}

/** The sections of a content page, with the person popup they share. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  const props = useMemo(() => ({ sections }), [sections]);
  useGate(SectionsGate, props);
  const shown = useUnit(sectionsShown);
  // Once the sections are on the page, the hash's anchor (e.g. #vacancies) is scrolled to.
  useEffect(() => {
    if (sections.length > 0) shown();
  }, [sections, shown]);
  return (
    <Stack gap={48}>
      {sections.map((section, index) => (
        <ContentSectionView key={`${section.type}-${section.id ?? index}`} section={section} />
      ))}
      <PersonPopup />
    </Stack>
  );
}
