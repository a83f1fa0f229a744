import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFoundPage } from '@/pages/not-found';
import { PageSkeleton } from '@/shared/ui';
import { Route as ProfileTabRoute } from './profile/$tab';

/** Registration and password recovery, loaded on their addresses only (see ./-account.tsx). */
const AccountPages = lazy(() => import('./-account'));
const isAccountPath = (path: string) => /^(register(\/|$)|forgotPassword\/?$)/.test(path);
/** /profile/c/{chatId}: a conversation of the profile's chat, shown by the profile tab route's own (lazy) component. */
const isChatRoomPath = (path: string) => /^profile\/c\/[^/]+\/?$/.test(path);

/** Every unknown path under a language; the account addresses and a chat room's, which have no route file of their own. */
export const Route = createFileRoute('/{-$lang}/$')({
  component: function CatchAllRoute() {
    const rest = Route.useParams()._splat ?? '';
    if (isChatRoomPath(rest)) {
      const ProfileTab = ProfileTabRoute.options.component;
      return ProfileTab ? (
        <Suspense fallback={<PageSkeleton />}>
          <ProfileTab />
        </Suspense>
      ) : (
        <NotFoundPage />
      );
    }
    if (!isAccountPath(rest)) return <NotFoundPage />;
    return (
      <Suspense fallback={<PageSkeleton />}>
        <AccountPages path={rest} />
      </Suspense>
    );
  },
});
