import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AboutSectionPage, CompanyPage, VacancyPage } from '@/pages/company';
import { ContactsPage } from '@/pages/contacts';
import { ContentPage } from '@/pages/content-page';
import { ApiError, fetchAboutSectionFx, fetchCompanyIndexFx, fetchContactsFx, fetchContentPageFx, fetchVacancyFx } from '@/shared/api';
import { aboutSectionFixture, companyIndexFixture, contactsFixture, contentPageFixture, vacancyFixture } from '../fixtures/company';
import { mock, never, perLang } from '../support/scope';

const meta = { title: 'pages/company', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyIndex: Story = {
  render: () => <CompanyPage />,
  parameters: { route: '/company', effector: perLang(({ lang }) => ({ handlers: [mock(fetchCompanyIndexFx, async () => companyIndexFixture(lang))] })) },
};

export const CompanyGroup: Story = {
  render: () => <CompanyPage type="partners" />,
  parameters: { route: '/company/partners', effector: perLang(({ lang }) => ({ handlers: [mock(fetchCompanyIndexFx, async () => companyIndexFixture(lang))] })) },
};

export const AboutSection: Story = {
  render: () => <AboutSectionPage charid="about" />,
  parameters: { route: '/company/about/about', effector: perLang(({ lang }) => ({ handlers: [mock(fetchAboutSectionFx, async () => aboutSectionFixture('about', lang))] })) },
};

export const Management: Story = {
  render: () => <AboutSectionPage charid="management" />,
  parameters: { route: '/company/about/management', effector: perLang(({ lang }) => ({ handlers: [mock(fetchAboutSectionFx, async () => aboutSectionFixture('management', lang))] })) },
};

export const Reinsurance: Story = {
  render: () => <AboutSectionPage charid="reinsurance" />,
  parameters: { route: '/company/about/reinsurance', effector: perLang(({ lang }) => ({ handlers: [mock(fetchAboutSectionFx, async () => aboutSectionFixture('reinsurance', lang))] })) },
};

export const Documents: Story = {
  render: () => <AboutSectionPage charid="documents" />,
  parameters: { route: '/company/about/documents', effector: perLang(({ lang }) => ({ handlers: [mock(fetchAboutSectionFx, async () => aboutSectionFixture('documents', lang))] })) },
};

export const AboutLoading: Story = {
  render: () => <AboutSectionPage charid="about" />,
  parameters: { route: '/company/about/about', effector: { handlers: [mock(fetchAboutSectionFx, never)] } },
};

export const AboutLoadError: Story = {
  render: () => <AboutSectionPage charid="about" />,
  parameters: {
    route: '/company/about/about',
    effector: {
      handlers: [
        mock(fetchAboutSectionFx, async () => {
          throw new ApiError({ kind: 'server-error', status: 500 });
        }),
      ],
    },
  },
};

export const Vacancy: Story = {
  render: () => <VacancyPage section="newteam" item="101" />,
  parameters: { route: '/company/about/newteam/101', effector: perLang(({ lang }) => ({ handlers: [mock(fetchVacancyFx, async () => vacancyFixture(lang))] })) },
};

export const VacancyLoading: Story = {
  render: () => <VacancyPage section="newteam" item="101" />,
  parameters: { route: '/company/about/newteam/101', effector: { handlers: [mock(fetchVacancyFx, never)] } },
};

export const Contacts: Story = {
  render: () => <ContactsPage />,
  parameters: { route: '/contacts', effector: perLang(({ lang }) => ({ handlers: [mock(fetchContactsFx, async () => contactsFixture(lang))] })) },
};

export const ContactsLoading: Story = {
  render: () => <ContactsPage />,
  parameters: { route: '/contacts', effector: { handlers: [mock(fetchContactsFx, never)] } },
};

export const Careers: Story = {
  render: () => <ContentPage page="careers" />,
  parameters: { route: '/careers', effector: perLang(({ lang }) => ({ handlers: [mock(fetchContentPageFx, async () => contentPageFixture('careers', lang))] })) },
};

export const PrivacyPolicy: Story = {
  render: () => <ContentPage page="privacy-policy" />,
  parameters: { route: '/privacy-policy', effector: perLang(({ lang }) => ({ handlers: [mock(fetchContentPageFx, async () => contentPageFixture('privacy-policy', lang))] })) },
};
