import { createFileRoute, useParams } from '@tanstack/react-router';
import { ProfilePage } from '@/pages/profile';

/**
 * /profile/{tab}: the customer's own area, a tab of its server-driven menu (signed in: the language route's guard).
 * The catch-all route renders this component for a chat room, /profile/c/{chatId} (no route file of its own, and
 * no chunk of its own: docs/decisions/chat-addresses.md); there the address has no `tab` and the tab is the chat's, `c`.
 */
export const Route = createFileRoute('/{-$lang}/profile/$tab')({
  component: function ProfileRoute() {
    const { tab } = useParams({ strict: false });
    return <ProfilePage tab={tab ?? 'c'} />;
  },
});
