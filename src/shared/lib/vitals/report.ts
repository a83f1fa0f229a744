/**
 * Real users' Core Web Vitals (issue 26 item 4; docs/decisions/real-user-vitals.md): what one page visit reports.
 * First-party and anonymous: no cookie, no stored identifier (a random id per page load, so that the collector can
 * merge two flushes of one visit), no address (the route's template instead of the path, which may carry ids and
 * query values such as a payment's order id), no user agent beyond the connection's type.
 */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** What web-vitals hands a callback (its `Metric`, the fields we keep). */
export interface VitalMetric {
  name: VitalName;
  value: number;
  rating: VitalRating;
  navigationType?: string;
}

export interface VitalSample {
  name: VitalName;
  /** Milliseconds, or the unitless layout-shift score for CLS. */
  value: number;
  rating: VitalRating;
}

/** The beacon's body (JSON, sent as text/plain so that a collector on another origin needs no preflight). */
export interface VitalsBeacon {
  v: 1;
  /** Random per page load: flushes of the same visit (hidden, shown, hidden again) are merged by the collector. */
  visit: string;
  /** The landing route's template (`/news/$slug`), language prefix removed; `''` before the router resolved it. */
  route: string;
  lang: string;
  /** web-vitals' navigation type (navigate, reload, back-forward, back-forward-cache, prerender, restore). */
  navigation: string;
  /** The Network Information API's effective type (4g, 3g…) where the browser has it. */
  connection: string;
  /** The sampling rate this visit was chosen with (the collector may weight by 1 / rate). */
  rate: number;
  metrics: VitalSample[];
}

/** The configured rate as a share in 0…1 (anything unreadable is 0: nothing is sent). */
export function sampleRateOf(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** Whether this page load reports, decided once per load: rate 0 never, 1 always, 0.1 one visit in ten. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  const share = sampleRateOf(rate);
  return share > 0 && random() < share;
}

/**
 * A TanStack route id as a template without the language segment: `/{-$lang}/news/$slug` → `/news/$slug`,
 * `/{-$lang}/` → `/`. The same template for every language and every item, never a concrete address.
 */
export function routeTemplate(routeId: string | undefined): string {
  if (!routeId || routeId === '__root__') return '';
  const path = routeId.replace(/^\/\{-\$lang\}/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** A visit id: random, never stored. */
export const newVisitId = (random: () => number = Math.random) => `${Date.now().toString(36)}-${Math.floor(random() * 2 ** 32).toString(36)}`;

/**
 * The metrics of one visit waiting to be sent. The latest value of each metric wins (web-vitals reports CLS and
 * INP again when they grow); `take` empties it, so a later flush carries only what changed since.
 */
export function createVitalsBatch({ visit, rate, connection }: { visit: string; rate: number; connection: string }) {
  let context = { route: '', lang: '' };
  let navigation = 'navigate';
  const pending = new Map<VitalName, VitalSample>();
  return {
    setContext(next: { route: string; lang: string }) {
      context = next;
    },
    add(metric: VitalMetric) {
      if (metric.navigationType) navigation = metric.navigationType;
      // Milliseconds to the millisecond; CLS to four decimals.
      const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
      pending.set(metric.name, { name: metric.name, value, rating: metric.rating });
    },
    take(): VitalsBeacon | null {
      if (pending.size === 0) return null;
      const beacon: VitalsBeacon = { v: 1, visit, route: context.route, lang: context.lang, navigation, connection, rate, metrics: [...pending.values()] };
      pending.clear();
      return beacon;
    },
  };
}
