import { setupWorker } from 'msw/browser';
import { attachDbStorage, resetDb } from './db';
import { finishIdentityReviews } from './domains/accounts/identity';
import { attachVitalsStorage, recordVitals, SIM_VITALS_PATH } from './domains/vitals/store';
import { fallbackHandlers, handlers } from './handlers';
import { attachChaosStorage, chaosState, startChaos, stopChaos } from './lib/chaos';
import { applySwitchesFromUrl, attachSwitchStorage, clearSwitches, forceEndpoint, listSwitches } from './lib/switches';
import { mountPanel } from './panel/mount';
import { withObservedWorkerUpdates } from './lib/observe-worker-updates';

/**
 * The simulator in the browser (src/app/index.tsx starts it before the app when PUBLIC_SIMULATOR=on).
 * The db persists in localStorage (`sim:db`), forced behaviours in sessionStorage (`sim:switches`), chaos mode in
 * localStorage (`sim:chaos`: it outlives the app's clearing of session storage on a 401).
 */

/** The simulator's controls for scripts and Playwright: `window.__sim`. */
export const simulatorApi = {
  forceEndpoint,
  clearSwitches,
  listSwitches,
  resetDb,
  startChaos,
  stopChaos,
  chaosState,
  /** Ends every identity-document review under way (the review otherwise takes one working day). */
  finishIdentityReviews,
} as const;

export type SimulatorApi = typeof simulatorApi;

declare global {
  interface Window {
    __sim?: SimulatorApi;
  }
}

function storageOrNull(pick: () => Storage): Storage | null {
  try {
    return pick();
  } catch {
    // Storage blocked (privacy settings): the simulator keeps its state in memory.
    return null;
  }
}

/**
 * Removes `sim` from the address once applied: a reload must not reset the data again, and the app must not
 * carry it into redirects such as /login?redirect=….
 */
function removeSimParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('sim')) return;
  url.searchParams.delete('sim');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The app's vitals beacons (src/shared/lib/vitals) to the simulator's collector go straight to it: a beacon is
 * usually sent while the page is being hidden or unloaded, when the worker could no longer ask this page for an
 * answer (MSW resolves requests in the page). Other beacons go to the network as usual.
 */
function collectVitalsBeacons(): void {
  const send = navigator.sendBeacon?.bind(navigator);
  if (!send) return;
  navigator.sendBeacon = (url, data) => {
    const target = new URL(String(url), window.location.href);
    if (target.origin === window.location.origin && target.pathname === SIM_VITALS_PATH && typeof data === 'string') return recordVitals(data);
    return send(url, data);
  };
}

let started: Promise<void> | null = null;

/**
 * `panel: false` on the bank's hosted page (mocks/bank/): it stands for another company's site, which has no
 * insurer's developer panel; `?sim=` rules still apply there.
 */
export async function startSimulator({ panel = true }: { panel?: boolean } = {}): Promise<void> {
  started ??= (async () => {
    const local = storageOrNull(() => window.localStorage);
    const session = storageOrNull(() => window.sessionStorage);
    // Attaching loads what is stored (or seeds); `?sim=reset` then re-seeds and saves.
    if (local) attachDbStorage(local);
    if (local) attachVitalsStorage(local);
    collectVitalsBeacons();
    if (session) attachSwitchStorage(session);
    if (local) attachChaosStorage(local);
    applySwitchesFromUrl(window.location.search);
    removeSimParam();

    const worker = setupWorker(...handlers, ...fallbackHandlers);
    await withObservedWorkerUpdates(() =>
      worker.start({
        serviceWorker: { url: '/sim-worker.js' },
        onUnhandledRequest: 'bypass',
        quiet: true,
      }),
    );

    window.__sim = simulatorApi;
    if (panel) mountPanel();
  })();
  await started;
}
