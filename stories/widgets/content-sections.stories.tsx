import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ContentPageSkeleton } from '@/widgets/content-sections';
import { $openedPerson, ContentSectionView, ContentSectionsSkeleton, PersonPopup } from '@/widgets/content-sections/testing';
import { isLang, type Lang } from '@/shared/i18n';
import { sectionFixture } from '../fixtures/company';
import { perLang, set } from '../support/scope';
import type { SectionType } from '@/shared/api/testing';

/** Every content section type of public-site.md §2, with the simulator's content. */
const meta = {
  title: 'widgets/content-sections',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionStory = (type: SectionType): Story => ({
  render: (_args, context) => {
    const lang: Lang = isLang(context.globals.lang) ? context.globals.lang : 'hy';
    return <ContentSectionView section={sectionFixture(type, lang)} />;
  },
});

export const TwoColumnText = sectionStory('two-column-text');
export const DocumentsList = sectionStory('documents');
/** Reports with tabs; the first tab when the hash names none. */
export const ReportsWithTabs = sectionStory('reports');
/** Without a Mapbox token (as here): the static map of Armenia and the office list. */
export const MapWithBranches = sectionStory('map');
/** Includes the hostile HTML of "clients' rights", rendered inert. */
export const TitleParagraph = sectionStory('title-paragraph');
export const CallToAction = sectionStory('call-to-action');
export const LeadershipCards = sectionStory('leadership');
export const TeamCards = sectionStory('team');
export const TitleParagraphColumns = sectionStory('title-paragraph-columns');
/** Vacancies (dropdowns), why us, and the job form in tabs. */
export const SubsectionTabs = sectionStory('subsection-tabs');
export const ReinsuranceRatingGrid = sectionStory('reinsurance');

/** A leadership card's popup, open. */
export const PersonPopupOpen: Story = {
  render: () => <PersonPopup />,
  parameters: {
    effector: perLang(({ lang }) => ({ values: [set($openedPerson, sectionFixture('leadership', lang).persons[0] ?? null)] })),
  },
};

export const SectionsSkeleton: Story = { render: () => <ContentSectionsSkeleton /> };

export const PageSkeleton: Story = { render: () => <ContentPageSkeleton />, parameters: { layout: 'fullscreen' } };
