import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/pages/profile';

/**
 * /profile/{tab}: the customer's own area, a tab of its server-driven menu (signed in: the language route's guard).
 * The chat is the tab `c`; a conversation, /profile/c/{chatId}, is a row of the catch-all's table (./-addresses.tsx).
 */
export const Route = createFileRoute('/{-$lang}/profile/$tab')({
  component: function ProfileRoute() {
    const { tab } = Route.useParams();
    return <ProfilePage tab={tab} />;
  },
});
