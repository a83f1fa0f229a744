import { afterEach, describe, expect, it } from 'vitest';
import type { VitalsBeacon } from '@/shared/lib';
import { clearVitals, recordVitals, vitalsByRoute } from './store';

const beacon = (change: Partial<VitalsBeacon> = {}): VitalsBeacon => ({
  v: 1,
  visit: 'visit-1',
  route: '/news/$slug',
  lang: 'hy',
  navigation: 'navigate',
  connection: '4g',
  rate: 1,
  metrics: [
    { name: 'TTFB', value: 120, rating: 'good' },
    { name: 'LCP', value: 2300, rating: 'good' },
  ],
  ...change,
});

const post = (body: string) => fetch('http://localhost:3000/rum/vitals', { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });

describe('the simulator collects the vitals beacons', () => {
  afterEach(() => clearVitals());

  it('answers 204 to a beacon and lists the visit under its route', async () => {
    expect((await post(JSON.stringify(beacon()))).status).toBe(204);
    expect(vitalsByRoute()).toEqual([
      {
        route: '/news/$slug',
        visits: [expect.objectContaining({ visit: 'visit-1', lang: 'hy', metrics: { TTFB: { value: 120, rating: 'good' }, LCP: { value: 2300, rating: 'good' } } })],
      },
    ]);
  });

  it('merges a later beacon of the same visit (the grown CLS, INP) and keeps its route', async () => {
    recordVitals(JSON.stringify(beacon({ route: '' })));
    recordVitals(JSON.stringify(beacon({ metrics: [{ name: 'CLS', value: 0.02, rating: 'good' }] })));
    recordVitals(JSON.stringify(beacon({ route: '', metrics: [{ name: 'INP', value: 320, rating: 'needs-improvement' }] })));
    const [route] = vitalsByRoute();
    expect(route?.route).toBe('/news/$slug');
    expect(route?.visits).toHaveLength(1);
    expect(Object.keys(route?.visits[0]?.metrics ?? {}).sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
  });

  it('keeps the last visits per route, newest first, routes by their latest visit', () => {
    for (let index = 0; index < 7; index += 1) recordVitals(JSON.stringify(beacon({ visit: `news-${index}` })));
    recordVitals(JSON.stringify(beacon({ visit: 'home', route: '/' })));
    const routes = vitalsByRoute(5);
    expect(routes.map((item) => item.route)).toEqual(['/', '/news/$slug']);
    expect(routes[1]?.visits.map((visit) => visit.visit)).toEqual(['news-6', 'news-5', 'news-4', 'news-3', 'news-2']);
  });

  it.each([
    ['not JSON', 'LCP=2300'],
    ['another shape', JSON.stringify({ v: 2, metrics: [] })],
    ['an unknown metric', JSON.stringify(beacon({ metrics: [{ name: 'FID' as 'LCP', value: 10, rating: 'good' }] }))],
    ['a rate above 1', JSON.stringify(beacon({ rate: 5 }))],
  ])('refuses %s with 400 and records nothing', async (_name, body) => {
    expect((await post(body)).status).toBe(400);
    expect(vitalsByRoute()).toEqual([]);
  });
});
