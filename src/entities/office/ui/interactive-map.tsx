import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { useEffect, useRef } from 'react';
import type { ContactBranch } from '@/shared/api';
import { MAP_INITIAL_ZOOM } from '@/shared/config';
import { ARMENIA_CENTER } from '../lib/map-mode';

/**
 * The Mapbox map: loaded only on the pages that show offices (a lazy chunk, never in the entry). Three
 * office markers with their address in a popup; initial zoom 7 (public-site.md §9).
 */
export const MAPBOX_STYLE = 'mapbox://styles/mapbox/streets-v12';

export default function InteractiveMap({ token, branches, label, onFailed }: { token: string; branches: ContactBranch[]; label: string; onFailed: () => void }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return undefined;
    let map: mapboxgl.Map;
    try {
      map = new mapboxgl.Map({
        accessToken: token,
        container: container.current,
        style: MAPBOX_STYLE,
        center: [ARMENIA_CENTER.lng, ARMENIA_CENTER.lat],
        zoom: MAP_INITIAL_ZOOM,
        cooperativeGestures: true,
      });
    } catch {
      onFailed();
      return undefined;
    }
    map.addControl(new mapboxgl.NavigationControl({ showCompass: false }));
    // A rejected token or a lost WebGL context: show the static map instead of a blank box.
    map.on('error', (event) => {
      const status = (event.error as { status?: number } | undefined)?.status;
      if (status === 401 || status === 403) onFailed();
    });
    map.on('webglcontextlost', onFailed);
    for (const branch of branches) {
      new mapboxgl.Marker({ color: branch.isHeadOffice ? '#b91c1c' : '#1d4ed8' })
        .setLngLat([branch.coordinates.lng, branch.coordinates.lat])
        .setPopup(new mapboxgl.Popup({ offset: 24 }).setText(`${branch.branchName}: ${branch.branchAddress}`))
        .addTo(map);
    }
    return () => map.remove();
  }, [token, branches, onFailed]);

  // A prerendered snapshot of a WebGL canvas is a blank box: it keeps the place empty (scripts/prerender.mjs).
  return <div ref={container} role="region" aria-label={label} data-testid="interactive-map" data-first-paint="blank" style={{ width: '100%', height: 420, borderRadius: 12, overflow: 'hidden' }} />;
}
