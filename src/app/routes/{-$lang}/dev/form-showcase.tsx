import { createFileRoute, notFound } from '@tanstack/react-router';
import { FormShowcasePage } from '@/pages/form-showcase';
import { config } from '@/shared/config';

/** The form engine's showcase: simulator builds only (a production build answers "not found"). */
export const Route = createFileRoute('/{-$lang}/dev/form-showcase')({
  beforeLoad: () => {
    if (!config.simulator) throw notFound();
  },
  component: FormShowcasePage,
});
