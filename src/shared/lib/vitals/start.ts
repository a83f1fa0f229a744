import { createVitalsBatch, isSampled, newVisitId, sampleRateOf, type VitalMetric } from './report';

type Subscribe = (callback: (metric: VitalMetric) => void) => void;
/** The part of the `web-vitals` module used here (injectable for tests). */
export interface WebVitalsModule {
  onLCP: Subscribe;
  onINP: Subscribe;
  onCLS: Subscribe;
  onTTFB: Subscribe;
  onFCP: Subscribe;
}

/** What the reporter needs of the page (injectable for tests). */
export interface VitalsPage {
  document: Pick<Document, 'visibilityState' | 'addEventListener'>;
  addEventListener: (type: 'pagehide', listener: () => void) => void;
  navigator: { sendBeacon?: (url: string, data: string) => boolean; connection?: { effectiveType?: string } };
}

export interface VitalsOptions {
  /** Where the beacons go (README "Configuration": PUBLIC_VITALS_URL); empty = off. */
  endpoint: string;
  /** Share of page loads that report, 0…1 (PUBLIC_VITALS_SAMPLE_RATE). */
  sampleRate: number;
  random?: () => number;
  page?: VitalsPage;
  loadWebVitals?: () => Promise<WebVitalsModule>;
}

export interface VitalsReporter {
  /** The landing route's template and the language, sent with every flush. */
  setContext: (context: { route: string; lang: string }) => void;
}

export type VitalsStatus = { status: 'off' | 'not-sampled' | 'unsupported'; reporter: null } | { status: 'started'; reporter: VitalsReporter };

/**
 * Starts reporting this page load's LCP, INP, CLS, TTFB and FCP with `web-vitals` (loaded only here, and only for a
 * sampled load), sent with `navigator.sendBeacon` when the page is hidden (tab switch, navigation away, close), as
 * web-vitals advises: the values are final then, and a beacon survives the page's unload. Nothing happens — not
 * even loading web-vitals — when no endpoint is configured or the load is not sampled.
 */
export async function startVitals(options: VitalsOptions): Promise<VitalsStatus> {
  const endpoint = options.endpoint.trim();
  if (!endpoint) return { status: 'off', reporter: null };
  const rate = sampleRateOf(options.sampleRate);
  if (!isSampled(rate, options.random)) return { status: 'not-sampled', reporter: null };
  const page = options.page ?? (window as unknown as VitalsPage);
  const sendBeacon = page.navigator.sendBeacon?.bind(page.navigator);
  if (!sendBeacon) return { status: 'unsupported', reporter: null };

  const batch = createVitalsBatch({ visit: newVisitId(options.random), rate, connection: page.navigator.connection?.effectiveType ?? '' });
  const flush = () => {
    const beacon = batch.take();
    if (beacon) sendBeacon(endpoint, JSON.stringify(beacon));
  };
  page.document.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState === 'hidden') flush();
  });
  page.addEventListener('pagehide', flush);

  const vitals = await (options.loadWebVitals ?? (() => import(/* webpackChunkName: "web-vitals" */ 'web-vitals')))();
  const add = (metric: VitalMetric) => batch.add(metric);
  vitals.onLCP(add);
  vitals.onINP(add);
  vitals.onCLS(add);
  vitals.onTTFB(add);
  vitals.onFCP(add);
  return { status: 'started', reporter: { setContext: batch.setContext } };
}

/** Runs `callback` once the page has painted content (the first-contentful-paint entry; after `load` where paint timing is missing). */
export function whenFirstPainted(callback: () => void, target: Window = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    // After the paint's task: the callback never delays the frame that paints.
    target.setTimeout(callback, 0);
  };
  const Observer = (target as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
        observer.disconnect();
        run();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (target.document.readyState === 'complete') {
    target.setTimeout(run, 0);
  } else {
    target.addEventListener('load', run, { once: true });
  }
}
