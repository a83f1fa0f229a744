#!/usr/bin/env node
// `npm run sim:server`: the simulator over HTTP on 127.0.0.1:$SIM_PORT (default 3001), see mocks/README.md
// "HTTP server". mocks/server.ts is TypeScript that imports the app's schemas through the `@/` alias, so it is
// bundled first with esbuild (the same aliases and build-time constants as vitest; well under a second) into
// .sim-server/ and then started. The handlers are the very modules the browser and vitest run.
import { build } from 'esbuild';
import { linguiMacroStub } from './esbuild-lingui-stub.mjs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.SIM_PORT ?? 3001);
const host = process.env.SIM_HOST ?? '127.0.0.1';
const outfile = join(root, '.sim-server', 'server.mjs');

await build({
  entryPoints: [join(root, 'mocks/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
  plugins: [linguiMacroStub],
  alias: { '@': join(root, 'src'), '@mocks': join(root, 'mocks'), '@locales': join(root, 'locales') },
  define: {
    'import.meta.env.PUBLIC_SIMULATOR': JSON.stringify('on'),
    'import.meta.env.PUBLIC_APP_VERSION': JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    // The paths the handlers answer under: what nginx (deploy/nginx.conf) proxies and the app calls.
    'import.meta.env.PUBLIC_CONTENT_API_URL': JSON.stringify('/content-api'),
    'import.meta.env.PUBLIC_APP_API_URL': JSON.stringify('/app-api'),
    'import.meta.env': '{}',
  },
});

const { createSimApp } = await import(pathToFileURL(outfile).href);
const app = createSimApp({
  assetsDir: join(root, 'mocks/public/sim-assets'),
  apiDocument: join(root, 'docs/api/openapi.json'),
  referenceDir: join(root, 'node_modules/@scalar/api-reference/dist/browser'),
});
const server = app.listen(port, host, () => {
  console.log(`[sim:server] http://${host}:${port}  (content: /content-api/…, application: /app-api/…, control: /__sim/…)`);
  console.log(`[sim:server] API reference: http://${host}:${port}/__sim/api/  (document: /__sim/api/openapi.json)`);
});
server.on('error', (error) => {
  console.error(`[sim:server] ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
