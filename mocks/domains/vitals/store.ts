import * as v from 'valibot';
import type { VitalName, VitalRating, VitalsBeacon } from '@/shared/lib';

/**
 * The simulator's collector of real users' vitals (docs/decisions/real-user-vitals.md): the beacons of the app's
 * reporter (src/shared/lib/vitals), kept per visit, newest first. In the browser they persist in localStorage
 * `sim:vitals` (apart from the db: a data reset keeps them, the panel clears them); in sim:server in memory.
 */
export const SIM_VITALS_PATH = '/rum/vitals';
const STORAGE_KEY = 'sim:vitals';
const MAX_VISITS = 200;

const rating = v.picklist(['good', 'needs-improvement', 'poor'] satisfies VitalRating[]);
const beaconSchema = v.object({
  v: v.literal(1),
  visit: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  route: v.pipe(v.string(), v.maxLength(200)),
  lang: v.pipe(v.string(), v.maxLength(8)),
  navigation: v.pipe(v.string(), v.maxLength(32)),
  connection: v.pipe(v.string(), v.maxLength(16)),
  rate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  metrics: v.pipe(
    v.array(v.object({ name: v.picklist(['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] satisfies VitalName[]), value: v.pipe(v.number(), v.minValue(0)), rating })),
    v.maxLength(5),
  ),
}) satisfies v.GenericSchema<unknown, VitalsBeacon>;

export interface VitalsVisit {
  visit: string;
  route: string;
  lang: string;
  navigation: string;
  connection: string;
  rate: number;
  /** When the last beacon of the visit arrived (ISO). */
  at: string;
  metrics: Partial<Record<VitalName, { value: number; rating: VitalRating }>>;
}

let visits: VitalsVisit[] = [];
let storage: Storage | null = null;
const listeners = new Set<() => void>();

function changed() {
  if (storage) {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(visits));
    } catch {
      // full or blocked: kept in memory
    }
  }
  for (const listener of listeners) listener();
}

/** Browser: keep the visits in this storage (loads what is there). */
export function attachVitalsStorage(target: Storage): void {
  storage = target;
  try {
    const stored = JSON.parse(target.getItem(STORAGE_KEY) ?? '[]') as unknown;
    visits = Array.isArray(stored) ? (stored as VitalsVisit[]) : [];
  } catch {
    visits = [];
  }
}

/**
 * Records one beacon body (the JSON text the reporter sends). A later beacon of the same visit updates its
 * metrics (CLS and INP grow while the visit lasts). False when the body is not a beacon.
 */
export function recordVitals(body: string, now = new Date()): boolean {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return false;
  }
  const parsed = v.safeParse(beaconSchema, json);
  if (!parsed.success) return false;
  const beacon = parsed.output;
  const previous = visits.find((visit) => visit.visit === beacon.visit);
  const metrics = { ...previous?.metrics };
  for (const metric of beacon.metrics) metrics[metric.name] = { value: metric.value, rating: metric.rating };
  const visit: VitalsVisit = {
    visit: beacon.visit,
    // A route resolved only after the first flush arrives with a later one.
    route: beacon.route || previous?.route || '',
    lang: beacon.lang,
    navigation: beacon.navigation,
    connection: beacon.connection,
    rate: beacon.rate,
    at: now.toISOString(),
    metrics,
  };
  visits = [visit, ...visits.filter((item) => item.visit !== beacon.visit)].slice(0, MAX_VISITS);
  changed();
  return true;
}

/** The last `perRoute` visits of every route, routes by their latest visit, newest first. */
export function vitalsByRoute(perRoute = 5): Array<{ route: string; visits: VitalsVisit[] }> {
  const routes = new Map<string, VitalsVisit[]>();
  for (const visit of visits) {
    const route = visit.route || '(not resolved)';
    const list = routes.get(route) ?? [];
    if (list.length < perRoute) list.push(visit);
    routes.set(route, list);
  }
  return [...routes].map(([route, list]) => ({ route, visits: list }));
}

export function clearVitals(): void {
  visits = [];
  changed();
}

export function onVitalsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
