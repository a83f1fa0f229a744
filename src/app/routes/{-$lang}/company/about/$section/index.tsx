import { createFileRoute } from '@tanstack/react-router';
import { AboutSectionPage } from '@/pages/company';

export const Route = createFileRoute('/{-$lang}/company/about/$section/')({
  component: function AboutSectionRoute() {
    const { section } = Route.useParams();
    return <AboutSectionPage charid={section} />;
  },
});
