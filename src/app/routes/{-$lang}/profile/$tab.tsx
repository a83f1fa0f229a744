import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/pages/profile';

/** /profile/{tab}: the customer's own area, a tab of its server-driven menu (signed in: the language route's guard). */
export const Route = createFileRoute('/{-$lang}/profile/$tab')({
  component: function ProfileRoute() {
    return <ProfilePage tab={Route.useParams().tab} />;
  },
});
