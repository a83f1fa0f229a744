import { describe, expect, it, vi } from 'vitest';
import { isSampled, routeTemplate, type VitalMetric, type VitalsBeacon } from './report';
import { startVitals, type VitalsPage, type WebVitalsModule } from './start';

/** A page whose visibility the test controls, and the beacons it sent. */
function fakePage({ sendBeacon = true } = {}) {
  const listeners: Record<string, Array<() => void>> = {};
  const on = (type: string, listener: () => void) => void (listeners[type] ??= []).push(listener);
  const beacons: Array<{ url: string; body: VitalsBeacon }> = [];
  const document = { visibilityState: 'visible' as DocumentVisibilityState, addEventListener: on };
  const page: VitalsPage = {
    document: document as unknown as VitalsPage['document'],
    addEventListener: on,
    navigator: {
      connection: { effectiveType: '3g' },
      ...(sendBeacon && {
        sendBeacon: (url: string, data: string) => {
          beacons.push({ url, body: JSON.parse(data) as VitalsBeacon });
          return true;
        },
      }),
    },
  };
  return {
    page,
    beacons,
    hide() {
      document.visibilityState = 'hidden';
      for (const listener of listeners.visibilitychange ?? []) listener();
    },
    show() {
      document.visibilityState = 'visible';
      for (const listener of listeners.visibilitychange ?? []) listener();
    },
    pagehide: () => (listeners.pagehide ?? []).forEach((listener) => listener()),
  };
}

/** web-vitals stand-in: the test reports metrics through it. */
function fakeWebVitals() {
  const callbacks: Array<(metric: VitalMetric) => void> = [];
  const subscribe = (callback: (metric: VitalMetric) => void) => void callbacks.push(callback);
  const module: WebVitalsModule = { onLCP: subscribe, onINP: subscribe, onCLS: subscribe, onTTFB: subscribe, onFCP: subscribe };
  return {
    load: vi.fn(async () => module),
    report: (metric: VitalMetric) => callbacks.forEach((callback) => callback(metric)),
    subscriptions: () => callbacks.length,
  };
}

const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('startVitals: the beacon only when configured, with the configured sampling', () => {
  it('sends nothing and loads nothing without an endpoint (also a blank one)', async () => {
    for (const endpoint of ['', '   ']) {
      const browser = fakePage();
      const vitals = fakeWebVitals();
      const started = await startVitals({ endpoint, sampleRate: 1, page: browser.page, loadWebVitals: vitals.load });
      expect(started.status).toBe('off');
      browser.hide();
      browser.pagehide();
      expect(vitals.load).not.toHaveBeenCalled();
      expect(browser.beacons).toEqual([]);
    }
  });

  it('reports one page load in four at rate 0.25 (decided once per load), and only those send beacons', async () => {
    const random = sequence(0.1, 0.5, 0.24, 0.25, 0.9, 0.7, 0.05, 0.3);
    const outcomes: string[] = [];
    let beacons = 0;
    for (let load = 0; load < 8; load += 1) {
      const browser = fakePage();
      const vitals = fakeWebVitals();
      // (newVisitId draws from `random` too, after the sampling decision: a fresh sequence per load keeps them apart.)
      const draw = random();
      const started = await startVitals({ endpoint: '/rum/vitals', sampleRate: 0.25, random: () => draw, page: browser.page, loadWebVitals: vitals.load });
      outcomes.push(started.status);
      expect(vitals.load).toHaveBeenCalledTimes(started.status === 'started' ? 1 : 0);
      vitals.report({ name: 'LCP', value: 1800, rating: 'good' });
      browser.hide();
      beacons += browser.beacons.length;
    }
    expect(outcomes).toEqual(['started', 'not-sampled', 'started', 'not-sampled', 'not-sampled', 'not-sampled', 'started', 'not-sampled']);
    expect(beacons).toBe(3);
  });

  it.each([
    [0, 0.0],
    [0, 0.5],
    [1, 0.999],
    [2, 0.5], // above 1 is 1
    [-1, 0.0], // below 0 is 0
    [Number.NaN, 0.0],
  ])('rate %d with a draw of %d', (rate, draw) => {
    expect(isSampled(rate, () => draw)).toBe(rate >= 1 || (rate > 0 && draw < rate));
  });

  it('sends the visit once hidden: every metric, its route and language, to the endpoint, as text', async () => {
    const browser = fakePage();
    const vitals = fakeWebVitals();
    const started = await startVitals({ endpoint: '/rum/vitals', sampleRate: 1, random: () => 0.5, page: browser.page, loadWebVitals: vitals.load });
    expect(started.status).toBe('started');
    expect(vitals.subscriptions()).toBe(5);
    if (started.status === 'started') started.reporter.setContext({ route: '/news/$slug', lang: 'hy' });
    vitals.report({ name: 'TTFB', value: 120.4, rating: 'good', navigationType: 'reload' });
    vitals.report({ name: 'FCP', value: 900.6, rating: 'good' });
    vitals.report({ name: 'LCP', value: 2600, rating: 'needs-improvement' });
    vitals.report({ name: 'CLS', value: 0.012345, rating: 'good' });
    vitals.report({ name: 'INP', value: 180, rating: 'good' });
    vitals.report({ name: 'INP', value: 240, rating: 'needs-improvement' });
    expect(browser.beacons).toEqual([]);

    browser.hide();
    expect(browser.beacons).toHaveLength(1);
    const [{ url, body }] = browser.beacons as [{ url: string; body: VitalsBeacon }];
    expect(url).toBe('/rum/vitals');
    expect(body).toMatchObject({ v: 1, route: '/news/$slug', lang: 'hy', navigation: 'reload', connection: '3g', rate: 1 });
    expect(body.metrics).toEqual([
      { name: 'TTFB', value: 120, rating: 'good' },
      { name: 'FCP', value: 901, rating: 'good' },
      { name: 'LCP', value: 2600, rating: 'needs-improvement' },
      { name: 'CLS', value: 0.0123, rating: 'good' },
      { name: 'INP', value: 240, rating: 'needs-improvement' },
    ]);

    // Shown and hidden again: only what changed goes, under the same visit id; nothing new, nothing sent.
    browser.show();
    vitals.report({ name: 'CLS', value: 0.03, rating: 'good' });
    browser.pagehide();
    browser.hide();
    expect(browser.beacons).toHaveLength(2);
    expect(browser.beacons[1]!.body.metrics).toEqual([{ name: 'CLS', value: 0.03, rating: 'good' }]);
    expect(browser.beacons[1]!.body.visit).toBe(body.visit);
  });

  it('does nothing where the browser has no sendBeacon', async () => {
    const browser = fakePage({ sendBeacon: false });
    const vitals = fakeWebVitals();
    expect((await startVitals({ endpoint: '/rum/vitals', sampleRate: 1, page: browser.page, loadWebVitals: vitals.load })).status).toBe('unsupported');
    expect(vitals.load).not.toHaveBeenCalled();
  });
});

describe('routeTemplate', () => {
  it.each([
    ['/{-$lang}/', '/'],
    ['/{-$lang}/news/$slug', '/news/$slug'],
    ['/{-$lang}/profile/$tab', '/profile/$tab'],
    ['/{-$lang}/calculators/$tab', '/calculators/$tab'],
    ['__root__', ''],
    [undefined, ''],
  ])('%s → %s', (id, template) => {
    expect(routeTemplate(id)).toBe(template);
  });
});
