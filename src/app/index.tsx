import { allSettled } from 'effector';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionRestored } from '@/entities/session';
import { activateLanguage, languageDetected, localizePath, readStoredLanguage, splitLangFromPath } from '@/shared/i18n';
import { appStarted, retrying, snapshotOnScreen, whenFirstPainted, yieldToMain } from '@/shared/lib';
import { locationChanged } from '@/shared/routing';
import { preloadMantine } from '@/shared/ui';
import { App, loadRouter } from './app';
import { preloadSiteParts } from './layouts/site-layout';
import './model/app';
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
  // The router's chunk loads while the shell renders (docs/decisions/shell-before-router.md), and Mantine's, which
  // every page's content needs, and the footer's: all then render at once, without a Suspense hand-over
  // (docs/decisions/suspense-throttle.md).
  void loadRouter();
  void preloadMantine();
  void preloadSiteParts();
  const { lang } = splitLangFromPath(window.location.pathname);
  // Lingui's provider renders nothing until a catalog is active: load the URL's language first. The catalog is a
  // static chunk, so in simulator mode it loads while the simulator starts (the app's API calls wait for it).
  const simulator = import.meta.env.PUBLIC_SIMULATOR === 'on' ? import('@mocks/browser').then(({ startSimulator }) => startSimulator()) : undefined;
  // A catalog that cannot load (a bad connection) is asked again until it arrives (shared/lib retrying).
  await Promise.all([simulator, retrying(() => activateLanguage(lang))]);

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
