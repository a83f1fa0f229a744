// The attributes of the shells' early script (scripts/early-calls.browser.js, written into the shells by
// scripts/postbuild.mjs; docs/decisions/signed-in-early-calls.md): where it finds the reads each address made on its
// last load, the token and the session's last use, and how long a session lives. They are the app's own
// (src/shared/config: FIRST_CALLS_KEY, CUSTOMER_STORAGE.token, SESSION_ACTIVITY_KEY, SESSION_TTL_MS); a test holds
// them equal (scripts/early-calls.browser.test.ts).
export const SHELL_EARLY_CALLS = {
  'data-first-calls': 'firstCalls',
  'data-token': 'token',
  'data-activity': 'sessionActivity',
  'data-ttl': String(30 * 60 * 1000),
};

/**
 * The tag, for the script at `src`, with the language's slug routes (scripts/slug-pages.mjs: `data-routes`, left out
 * when there are none). At high priority: an async script's is low, and Chrome held it back behind the shell's entry
 * (high since "Priorities"), so it ran after the entry had been evaluated and its calls and preloads left no sooner
 * than the app's own would have (signed-in-early-calls.md, "The early script first").
 */
export const shellEarlyCallsTag = (src, routes = []) =>
  `<script async fetchpriority="high" src="${src}" ${Object.entries(SHELL_EARLY_CALLS)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')}${routes.length ? ` data-routes="${JSON.stringify(routes).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"` : ''}></script>`;
