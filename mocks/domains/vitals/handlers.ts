import { http, HttpResponse, type HttpHandler } from 'msw';
import { recordVitals, SIM_VITALS_PATH } from './store';

/**
 * POST /rum/vitals: the collector of the app's vitals beacons (text/plain JSON, store.ts). Not an endpoint of the
 * company's two backends, so it is outside the endpoint wrapper (no switches, no session, not in the panel's list).
 * In the browser the simulator takes the beacons before they reach the network (mocks/browser.ts); this handler
 * answers them in sim:server and in vitest.
 */
export const vitalsHandlers: HttpHandler[] = [
  http.post(`*${SIM_VITALS_PATH}`, async ({ request }) => new HttpResponse(null, { status: recordVitals(await request.text()) ? 204 : 400 })),
];
