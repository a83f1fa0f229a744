import { attach, createEvent, createStore, sample } from 'effector';

/** The router, given to the model layer once at start-up (so effects can navigate). */
export interface Navigator {
  history: { push: (href: string) => void; replace: (href: string) => void };
}

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export const routerAttached = createEvent<Navigator>();
export const $navigator = createStore<Navigator | null>(null, { serialize: 'ignore' });

/** Where the user is now (kept in step with the router by the app layer). */
export const locationChanged = createEvent<AppLocation>();
export const $location = createStore<AppLocation>({ pathname: '/', search: '', hash: '' });

sample({ clock: routerAttached, target: $navigator });
sample({ clock: locationChanged, target: $location });

/** Navigate to a full href (path, query, hash). `replace` keeps the current entry out of history. */
export const navigateFx = attach({
  source: $navigator,
  effect: (navigator, params: { href: string; replace?: boolean }) => {
    if (!navigator) return;
    if (params.replace) navigator.history.replace(params.href);
    else navigator.history.push(params.href);
  },
});

/** A `redirect` query value is used only when it is a path on this site (no protocol, no `//host`). */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export const hrefOf = (location: AppLocation) => `${location.pathname}${location.search}${location.hash}`;
