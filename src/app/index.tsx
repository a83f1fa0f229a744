import { allSettled } from 'effector';
import { startTransition } from 'react';
import { activateLanguage, languageDetected, localizePath, readStoredLanguage, splitLangFromPath } from '@/shared/i18n';
import { retrying, snapshotOnScreen, whenFirstPainted, yieldToMain } from '@/shared/lib';
import { preloadMantine } from '@/shared/ui';
import { appScope } from './model/scope';
import './styles';

/** A visitor who chose English or Russian before and enters without a language prefix gets that language. */
function applyStoredLanguage() {
  const stored = readStoredLanguage();
  const { lang, explicitHy, rest } = splitLangFromPath(window.location.pathname);
  if (!stored || stored === 'hy' || lang !== 'hy' || explicitHy) return;
  window.history.replaceState(null, '', `${localizePath(rest, stored)}${window.location.search}${window.location.hash}`);
}

async function bootstrap() {
  // Simulator builds: the simulated bank's hosted page (mocks/bank/) replaces the site under /sim-bank/ (the
  // payUrl, docs/purchase-api.md). Before applyStoredLanguage, which would prefix the address with a language.
  if (import.meta.env.PUBLIC_SIMULATOR === 'on' && window.location.pathname.startsWith('/sim-bank/')) {
    return import('@mocks/bank/mount').then(({ startBankPage }) => startBankPage());
  }
  applyStoredLanguage();
  // Nothing below runs from the script's own top level, which is the whole file: the first chunk load creates an
  // Error (webpack keeps its stack for a failed load), and with DevTools or Lighthouse attached that stack's source
  // positions are computed, for the whole file at once (~10 ms in the lab).
  await Promise.resolve();
  void preloadMantine();
  const { lang } = splitLangFromPath(window.location.pathname);
  // Lingui's provider renders nothing until a catalog is active: load the URL's language first. The catalog is a
  // static chunk, so in simulator mode it loads while the simulator starts (the app's API calls wait for it).
  const simulator = import.meta.env.PUBLIC_SIMULATOR === 'on' ? import('@mocks/browser').then(({ startSimulator }) => startSimulator()) : undefined;
  // A catalog that cannot load (a bad connection) is asked again until it arrives (shared/lib retrying).
  const language = Promise.all([simulator, retrying(() => activateLanguage(lang))]);

  // While the catalog loads, the shell's code is evaluated in tasks of its own, not all in the script's: React's DOM
  // renderer, the API layer's models, the session's and the app's (their effector units), then the shell's
  // components. All are in this very file ("eager": no request), and each import evaluates only what the ones before
  // have not (docs/decisions/boot-in-short-tasks.md, "The entry").
  await yieldToMain();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './model/api-layer');
  await yieldToMain();
  const { appStarted, locationChanged, sessionRestored } = await import(/* webpackMode: "eager" */ './model/app');
  await yieldToMain();
  const { App, loadRouter, preloadSiteParts } = await import(/* webpackMode: "eager" */ './app');
  // The router's chunk loads while the shell renders (docs/decisions/shell-before-router.md), and Mantine's, which
  // every page's content needs, and the footer's: all then render at once, without a Suspense hand-over
  // (docs/decisions/suspense-throttle.md). The HTML preloads them (scripts/postbuild.mjs).
  void loadRouter();
  void preloadSiteParts();
  await language;

  // Below a prerendered snapshot nobody waits for the boot: it lets the browser run what waits between its steps
  // (short tasks), and the first render is a transition, which React renders in slices of a few milliseconds
  // (docs/decisions/boot-in-short-tasks.md). Without a snapshot the first render is the paint: it goes at once.
  const belowSnapshot = snapshotOnScreen();
  const pause = () => belowSnapshot && yieldToMain();
  await pause();
  await allSettled(appStarted, { scope: appScope });
  await pause();
  // The URL's language and where the page is, for the shell's first render (the router confirms both when it has
  // loaded) and before anything can answer 401 (the session refresh below): "come back here" needs the address.
  await allSettled(languageDetected, { scope: appScope, params: lang });
  const { pathname, search, hash } = window.location;
  await allSettled(locationChanged, { scope: appScope, params: { pathname, search, hash } });
  await pause();
  void allSettled(sessionRestored, { scope: appScope });
  await pause();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  if (belowSnapshot) startTransition(() => root.render(<App />));
  else root.render(<App />);

  // Real users' vitals (README "Configuration"): only in builds given an endpoint — the literal check drops the
  // reporter and web-vitals from every other build — and only once the page has painted. Its code, if it cannot load
  // (offline, a bad connection: an unhandled rejection before), is asked again when the connection is back.
  if (import.meta.env.PUBLIC_VITALS_URL) {
    whenFirstPainted(() => void retrying(() => import('./model/vitals')).then(({ vitalsStarted }) => allSettled(vitalsStarted, { scope: appScope })));
  }
}

void bootstrap();
