import { createFileRoute } from '@tanstack/react-router';
import { VacancyPage } from '@/pages/company';

/** /company/about/{about_char_id}/{vacancies_id}, and the shareable /company/about/newteam/{title_with_underscores}. */
export const Route = createFileRoute('/{-$lang}/company/about/$section/$item')({
  component: function VacancyRoute() {
    const { section, item } = Route.useParams();
    return <VacancyPage section={section} item={item} />;
  },
});
