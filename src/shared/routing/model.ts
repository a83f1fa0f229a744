import { attach, createEvent, createStore, sample } from 'effector';

/**
 * The router, given to the model layer once it has loaded (so effects and the shell's links can navigate). The
 * shell renders before the router's code is in (docs/decisions/shell-before-router.md).
 */
export interface Navigator {
  history: { push: (href: string) => void; replace: (href: string) => void };
  /** A link's navigation (the router's `navigate({ href })`: scroll reset, view state). */
  followLink: (href: string) => void;
  /** Fetches the code of the routes `href` matches, and nothing else: no guard, no loader, no call. */
  preloadCode: (href: string) => void;
}

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The matched route's id (`/{-$lang}/news/$slug`) once the router has resolved the address. */
  routeId?: string;
}

export const routerAttached = createEvent<Navigator>();
export const $navigator = createStore<Navigator | null>(null, { serialize: 'ignore' });

/** Where the user is now (kept in step with the router by the app layer). */
export const locationChanged = createEvent<AppLocation>();
export const $location = createStore<AppLocation>({ pathname: '/', search: '', hash: '' });

sample({ clock: routerAttached, target: $navigator });
/** The router has loaded: the shell's links navigate inside the app (before that, the browser follows them). */
export const $routerReady = $navigator.map(Boolean);
sample({ clock: locationChanged, target: $location });

/**
 * Navigate to a full href (path, query, hash). `replace` keeps the current entry out of history. Asked before the
 * router has loaded (a 401 while the session is restored), the navigation waits for it.
 */
export const navigateFx = attach({
  source: $navigator,
  effect: (navigator, params: { href: string; replace?: boolean }) => {
    if (!navigator) return;
    if (params.replace) navigator.history.replace(params.href);
    else navigator.history.push(params.href);
  },
});
const $waitingNavigation = createStore<{ href: string; replace?: boolean } | null>(null, { serialize: 'ignore' });
sample({ clock: navigateFx, source: $navigator, filter: (navigator) => navigator === null, fn: (_, params) => params, target: $waitingNavigation });
sample({ clock: routerAttached, source: $waitingNavigation, filter: Boolean, target: [navigateFx, $waitingNavigation.reinit] });

/** A link in the app was followed (left click, no modifier). */
export const linkFollowed = createEvent<string>();
const followLinkFx = attach({
  source: $navigator,
  effect: (navigator, href: string) => navigator?.followLink(href),
});
sample({ clock: linkFollowed, target: followLinkFx });

/**
 * The page at `href` is likely next (the sign-in form being filled in leads to the profile): its code is fetched now,
 * so that going there waits for its data only. Before the router has loaded, nothing is fetched.
 */
export const codeWanted = createEvent<string>();
const preloadCodeFx = attach({
  source: $navigator,
  effect: (navigator, href: string) => navigator?.preloadCode(href),
});
sample({ clock: codeWanted, target: preloadCodeFx });

/** A `redirect` query value is used only when it is a path on this site (no protocol, no `//host`). */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export const hrefOf = (location: AppLocation) => `${location.pathname}${location.search}${location.hash}`;
