import type { ComponentType } from 'react';
import { NotFoundPage } from '@/pages/not-found';
import { lazyRetrying } from '@/shared/lib';

/** An address's params: `$name` segments by name, the rest of the path (a trailing `$`) as `_splat`. */
type AddressParams = Readonly<Record<string, string>>;
type AddressPage = ComponentType<{ params: AddressParams }>;

/** One address family without a route file of its own. */
interface CatchAllAddress {
  /** Under the language prefix, in the route files' notation: `$name` is one segment, a trailing `$` the rest (or nothing). */
  readonly path: string;
  /** The page slice that shows it (README.md "Address → route file → page slice" lists the same). */
  readonly slice: string;
  /** Its page, loaded on this address only. */
  readonly page: AddressPage;
}

const lazyPage = (load: () => Promise<AddressPage>) => lazyRetrying(() => load().then((page) => ({ default: page })));

/**
 * The addresses the catch-all route (`$.tsx`) serves: pages without a route file, since each route file grows the
 * router chunk that loads before any page (docs/decisions/findable-routes.md). Any other address it gets is not
 * found. A new family is a row here and a line in README.md's address table.
 */
export const CATCH_ALL_ADDRESSES: readonly CatchAllAddress[] = [
  {
    // /register, /register/empty, …/code, …/phone, …/phone/code, …/soc, …/identification, …/personalData/{type},
    // …/password (customer-portal.md §2); any other rest is not a step: not found. A signed-in customer is sent to
    // the profile by the page (docs/decisions/account-routes.md).
    path: '/register/$',
    slice: 'pages/register',
    page: lazyPage(() =>
      Promise.all([
        import('@/pages/register').then(({ RegisterPage }) => RegisterPage),
        import('@/features/register').then(({ parseRegisterStep }) => parseRegisterStep),
      ]).then(([RegisterPage, parseRegisterStep]) =>
        function RegisterAddress({ params }: { params: AddressParams }) {
          const step = parseRegisterStep(params._splat ?? '');
          return step ? <RegisterPage step={step} /> : <NotFoundPage />;
        },
      ),
    ),
  },
  {
    path: '/forgotPassword',
    slice: 'pages/forgot-password',
    page: lazyPage(() => import('@/pages/forgot-password').then(({ ForgotPasswordPage }) => ForgotPasswordPage)),
  },
  {
    // A conversation of the profile's chat (/profile/c/{chatId}): the profile page on its chat tab `c`; the chat model
    // reads the room from the address. Signed-in only like every /profile/… address (the language route's guard).
    path: '/profile/c/$chatId',
    slice: 'pages/profile',
    page: lazyPage(() =>
      import('@/pages/profile').then(({ ProfilePage }) =>
        function ChatRoomAddress() {
          return <ProfilePage tab="c" />;
        },
      ),
    ),
  },
  // The form engine's showcase: simulator builds only. A production build has no such row and answers "not found";
  // the flag is read as rsbuild inlines it (as src/app/index.tsx does), so the showcase's code is not even built there.
  // A row here, not a route file: a route file is part of the router's chunk, which loads before any page
  // (docs/decisions/router-budget-128kb.md).
  ...(import.meta.env.PUBLIC_SIMULATOR === 'on'
    ? [
        {
          path: '/dev/form-showcase',
          slice: 'pages/form-showcase',
          page: lazyPage(() => import('@/pages/form-showcase').then(({ FormShowcasePage }) => FormShowcasePage)),
        },
      ]
    : []),
];

/** The row of `CATCH_ALL_ADDRESSES` whose pattern matches `rest` (the path after the language prefix) and its params. */
export function matchCatchAllAddress(rest: string): { row: CatchAllAddress; params: AddressParams } | null {
  const segments = rest.split('/').filter(Boolean);
  for (const row of CATCH_ALL_ADDRESSES) {
    const pattern = row.path.split('/').filter(Boolean);
    const splat = pattern.at(-1) === '$';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    const params: Record<string, string> = {};
    const matches = fixed.every((part, index) => {
      const segment = segments[index] as string;
      if (!part.startsWith('$')) return part === segment;
      params[part.slice(1)] = segment;
      return true;
    });
    if (!matches) continue;
    if (splat) params._splat = segments.slice(fixed.length).join('/');
    return { row, params };
  }
  return null;
}
