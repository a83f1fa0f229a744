/**
 * Which map the contacts show (public-site.md §2 "Contacts", §9 "Map initial zoom 7, three office
 * markers"): the interactive Mapbox map needs a token (configuration) and WebGL; otherwise a static map
 * of Armenia with the offices and their addresses — never a blank box.
 */
export type MapMode = 'interactive' | 'static';

export function chooseMapMode(input: { token: string | null | undefined; webgl: () => boolean }): MapMode {
  // WebGL is asked about only with a token: making a context to find out costs ~4 ms of the contacts page's first
  // render on a desktop (more on a phone), for a map that is never shown without one.
  return input.token && input.token.trim() !== '' && input.webgl() ? 'interactive' : 'static';
}

/** True when the browser can create a WebGL context (Mapbox GL needs one). */
export function hasWebGL(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): boolean {
  if (!doc) return false;
  try {
    const canvas = doc.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** The centre of Armenia: at zoom 7 the whole country, and so every office, is in view. */
export const ARMENIA_CENTER = { lng: 44.85, lat: 40.3 } as const;

/** A simplified outline of Armenia (WGS 84, longitude/latitude), for the static map. */
export const ARMENIA_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [43.5827, 41.0921],
  [44.9725, 41.2481],
  [45.1795, 40.9854],
  [45.5604, 40.8123],
  [45.3592, 40.5615],
  [45.8919, 40.2185],
  [45.61, 39.9],
  [46.0345, 39.628],
  [46.4835, 39.4642],
  [46.5057, 38.7706],
  [46.1436, 38.7412],
  [45.7354, 39.3197],
  [45.74, 39.474],
  [45.2981, 39.4718],
  [45.002, 39.74],
  [44.794, 39.713],
  [44.4, 40.005],
  [43.6564, 40.2536],
  [43.7527, 40.7402],
  [43.5827, 41.0921],
];

/** Lake Sevan, simplified. */
export const LAKE_SEVAN: ReadonlyArray<readonly [number, number]> = [
  [44.93, 40.62],
  [45.08, 40.56],
  [45.2, 40.42],
  [45.45, 40.3],
  [45.52, 40.17],
  [45.32, 40.14],
  [45.12, 40.28],
  [45.0, 40.42],
  [44.9, 40.55],
];

const BOUNDS = { west: 43.45, east: 46.65, south: 38.7, north: 41.35 };
const SCALE = 200;
const COS_LAT = Math.cos((40.2 * Math.PI) / 180);

/** Equirectangular projection of the static map: x grows east, y grows south. */
export function project([lng, lat]: readonly [number, number]): { x: number; y: number } {
  return { x: Math.round((lng - BOUNDS.west) * COS_LAT * SCALE * 10) / 10, y: Math.round((BOUNDS.north - lat) * SCALE * 10) / 10 };
}

export const STATIC_MAP_SIZE = {
  width: Math.round((BOUNDS.east - BOUNDS.west) * COS_LAT * SCALE),
  height: Math.round((BOUNDS.north - BOUNDS.south) * SCALE),
};

export const pathOf = (points: ReadonlyArray<readonly [number, number]>) =>
  `${points
    .map((point, index) => {
      const { x, y } = project(point);
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ')} Z`;
