import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/pages/home';

/**
 * Addresses that show the home page (public-site.md §2): /online-security, /terms-of-use, /personal-data, and
 * /contact, which scrolls smoothly to the subscription block 500 ms after the page is ready. One route for
 * the four (any other single segment is not this route).
 */
const HOME_ALIASES = ['contact', 'online-security', 'terms-of-use', 'personal-data'] as const;
type HomeAlias = (typeof HOME_ALIASES)[number];

export const Route = createFileRoute('/{-$lang}/$homeAlias')({
  params: {
    parse: ({ homeAlias }) => ((HOME_ALIASES as readonly string[]).includes(homeAlias) ? { homeAlias: homeAlias as HomeAlias } : false),
    stringify: ({ homeAlias }) => ({ homeAlias }),
  },
  component: function HomeAliasRoute() {
    const { homeAlias } = Route.useParams();
    return <HomePage scrollTo={homeAlias === 'contact' ? 'subscribe' : undefined} />;
  },
});
