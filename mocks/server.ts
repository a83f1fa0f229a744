import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Express, type Request, type Response } from 'express';
import { db, resetDb } from './db';
import { fallbackHandlers, handlers } from './handlers';
import { chaosState, stopChaos } from './lib/chaos';
import { applySwitchesFromUrl, clearSwitches, listSwitches } from './lib/switches';
import { clearVitals, vitalsByRoute } from './domains/vitals/store';

/**
 * The simulator as an HTTP server (`npm run sim:server`, mocks/README.md "HTTP server"): the SAME handlers as the
 * browser's service worker and vitest's setupServer, mounted on express by MSW's own adapter
 * (@mswjs/http-middleware). The db and the switches live in this process's memory: a restart re-seeds.
 *
 * Control endpoints (never part of the product's API) under `/__sim/`:
 *   GET    /__sim/switches                 the active rules and chaos mode
 *   POST   /__sim/switches?sim=<items>     the `?sim=` syntax of the browser (path:mode[:times], clear, reset,
 *                                          chaos:<percent>[:<seed>], chaos:off)
 *   DELETE /__sim/switches                 clear every rule and stop chaos
 *   POST   /__sim/reset                    re-seed the db and clear every rule
 *   GET    /__sim/outbox                   what the simulator "sent" (codes, e-mails), newest first
 *   GET    /__sim/vitals                   real users' vitals collected at POST /rum/vitals, the last 10 visits per route
 *   DELETE /__sim/vitals                   forget them
 *   GET    /__sim/health                   200 "ok"
 *
 * And the API document (docs/api/openapi.json, docs/decisions/openapi-document.md):
 *   GET    /__sim/api/                     the API reference page (Scalar, served from node_modules, offline)
 *   GET    /__sim/api/openapi.json         the OpenAPI 3.1 document
 */
export const CONTROL_PREFIX = '/__sim';

/** Headers a browser app on another origin needs (PUBLIC_*_API_URL pointing straight at this server). */
function cors(request: Request, response: Response, next: () => void): void {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Language, Scope');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  response.setHeader('Access-Control-Expose-Headers', 'Authorization');
  if (request.method === 'OPTIONS') {
    response.status(204).end();
    return;
  }
  next();
}

/** The reference page: Scalar's standalone bundle on the committed document, without its web fonts (offline). */
const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sevan Insurance — API reference (simulator)</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${CONTROL_PREFIX}/api/scalar/standalone.js"></script>
    <script>
      Scalar.createApiReference('#app', {
        url: '${CONTROL_PREFIX}/api/openapi.json',
        withDefaultFonts: false,
        hideClientButton: true,
        telemetry: false,
        servers: [
          { url: '/content-api', description: 'The content backend (this simulator)' },
          { url: '/app-api', description: 'The application backend (this simulator)' },
          { url: '/', description: "The product's own host" },
        ],
      });
    </script>
  </body>
</html>
`;

export interface SimAppOptions {
  /** The content's sample images and PDFs (/sim-assets/…). */
  assetsDir?: string;
  /** docs/api/openapi.json, served at /__sim/api/openapi.json. */
  apiDocument?: string;
  /** @scalar/api-reference's browser build (its dist/browser folder), for the reference page. */
  referenceDir?: string;
}

export function createSimApp({ assetsDir, apiDocument, referenceDir }: SimAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(cors);

  const control = express.Router();
  control.get('/health', (_request, response) => {
    response.type('text/plain').send('ok');
  });
  control.get('/switches', (_request, response) => {
    response.json({ rules: listSwitches(), chaos: chaosState() });
  });
  control.post('/switches', (request, response) => {
    const search = new URL(request.originalUrl, 'http://sim.invalid').search;
    const result = applySwitchesFromUrl(search);
    response.status(result.errors.length > 0 ? 400 : 200).json({ ...result, rules: listSwitches(), chaos: chaosState() });
  });
  control.delete('/switches', (_request, response) => {
    clearSwitches();
    stopChaos();
    response.json({ rules: [], chaos: null });
  });
  control.post('/reset', (_request, response) => {
    resetDb();
    clearSwitches();
    stopChaos();
    response.json({ reset: true });
  });
  control.get('/outbox', (_request, response) => {
    response.json({ outbox: [...db.read().outbox].reverse() });
  });
  if (apiDocument) {
    control.get('/api/openapi.json', (_request, response) => {
      response.type('application/json').sendFile(apiDocument);
    });
    control.get('/api', (request, response, next) => {
      if (!request.originalUrl.split('?')[0]?.endsWith('/')) return response.redirect(301, `${CONTROL_PREFIX}/api/`);
      if (!referenceDir) return next();
      response.type('text/html').send(REFERENCE_PAGE);
    });
  }
  if (referenceDir) control.use('/api/scalar', express.static(referenceDir, { fallthrough: false, maxAge: '1h' }));
  control.get('/vitals', (_request, response) => {
    response.json({ routes: vitalsByRoute(10) });
  });
  control.delete('/vitals', (_request, response) => {
    clearVitals();
    response.json({ routes: [] });
  });
  app.use(CONTROL_PREFIX, control);

  // The content's sample images and PDFs (/sim-assets/…), which the demo build copies next to the app.
  if (assetsDir) app.use('/sim-assets', express.static(assetsDir, { fallthrough: false, maxAge: '1h' }));

  app.use(createMiddleware(...handlers, ...fallbackHandlers));
  app.use((_request, response) => {
    response.status(404).json({ detail: 'Not a simulator endpoint' });
  });
  return app;
}
