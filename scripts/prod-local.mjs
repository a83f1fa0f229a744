#!/usr/bin/env node
// `npm run prod:local`: the production bundle (`npm run build`: no simulator) behind Debian's nginx with
// deploy/nginx.conf on https://127.0.0.1:8080 (HTTP/2 over TLS, as a deployment behind HSTS serves it; the
// certificate for 127.0.0.1 is made on first run, scripts/local-tls.mjs), its /content-api and /app-api proxied
// to `npm run sim:server`. Installs nginx (and its brotli module) with apt-get when missing and running as root.
// Ctrl-C stops both.
//
//   PROD_PORT (8080), SIM_PORT (3001)           the two ports
//   --no-build                                  serve dist/ as it is
//   --http1 (or PROD_TLS=off)                   plain HTTP/1.1 on http://127.0.0.1:8080 instead, for a quick look
//   CONTENT_API_UPSTREAM / APP_API_UPSTREAM     a real backend instead of the simulator (README "Serving")
//   PROD_FLOOR_ROOT                             also serve <dir>/__floor/ at /__floor/ (the bench's floor pages,
//                                               docs/decisions/lighthouse-floor.md)
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLocalCertificate } from './local-tls.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PROD_PORT ?? 8080);
const simPort = Number(process.env.SIM_PORT ?? 3001);
const tls = !process.argv.includes('--http1') && process.env.PROD_TLS !== 'off';
const realBackend = Boolean(process.env.CONTENT_API_UPSTREAM || process.env.APP_API_UPSTREAM);
const runtime = join(root, '.prod-local', String(port));
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const nginxBinary = () => (has('nginx') ? 'nginx' : existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);

export function ensureNginx() {
  const missing = [];
  if (!nginxBinary()) missing.push('nginx');
  if (!existsSync(BROTLI)) missing.push('libnginx-mod-http-brotli-static');
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log(`[prod:local] installing ${missing.join(', ')} (apt-get)…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`, { stdio: 'inherit', shell: '/bin/bash' });
  } else if (missing.includes('nginx')) {
    throw new Error('nginx is missing: apt-get install nginx libnginx-mod-http-brotli-static (or run as root)');
  } else {
    console.warn('[prod:local] no brotli module: serving gzip only (apt-get install libnginx-mod-http-brotli-static)');
  }
}

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
if (!existsSync(join(root, 'dist', '_pages', 'shell-hy.html'))) throw new Error('dist/ is not a production build: run npm run build');
ensureNginx();

const children = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const simOrigin = `http://127.0.0.1:${simPort}`;
if (!realBackend) {
  const sim = spawn(process.execPath, [join(root, 'scripts/sim-server.mjs')], { cwd: root, stdio: 'inherit', env: { ...process.env, SIM_PORT: String(simPort) } });
  children.push(sim);
  sim.on('exit', (code) => {
    if (!stopping) console.error(`[prod:local] sim:server exited (${code})`);
    stop(code ?? 1);
  });
}

mkdirSync(runtime, { recursive: true });
const certificate = tls ? ensureLocalCertificate() : null;
const env = {
  ...process.env,
  NGINX_LISTEN: `127.0.0.1:${port}`,
  NGINX_ROOT: join(root, 'dist'),
  NGINX_RUNTIME_DIR: runtime,
  NGINX_ERROR_LOG: join(runtime, 'error.log'),
  NGINX_ACCESS_LOG: process.env.NGINX_ACCESS_LOG ?? 'off',
  NGINX_USER: process.getuid?.() === 0 ? 'root' : '',
  NGINX_TLS_CERT: certificate?.cert ?? '',
  NGINX_TLS_KEY: certificate?.key ?? '',
  CONTENT_API_UPSTREAM: process.env.CONTENT_API_UPSTREAM ?? `${simOrigin}/content-api`,
  APP_API_UPSTREAM: process.env.APP_API_UPSTREAM ?? `${simOrigin}/app-api`,
  // The simulator's sample images and PDFs; a real backend links its own. And its collector of real users' vitals
  // (a build made with PUBLIC_VITALS_URL=/rum/vitals reports there; GET /__sim/vitals lists them).
  EXTRA_LOCATIONS:
    (realBackend
      ? ''
      : `    location /sim-assets/ {\n      proxy_pass ${simOrigin};\n    }\n    location = /rum/vitals {\n      proxy_pass ${simOrigin};\n    }\n`) +
    // The bench's floor pages, built outside dist/ (scripts/bench/floor): files only, no SPA fallback.
    (process.env.PROD_FLOOR_ROOT ? `    location ^~ /__floor/ {\n      root ${resolve(process.env.PROD_FLOOR_ROOT)};\n      try_files $uri $uri/ =404;\n    }\n` : ''),
};
const conf = execSync(`bash ${join(root, 'deploy/render-nginx-conf.sh')}`, { env, encoding: 'utf8' });
const confFile = join(runtime, 'nginx.conf');
writeFileSync(confFile, conf);
const nginx = spawn(nginxBinary(), ['-c', confFile, '-p', runtime, '-e', join(runtime, 'error.log'), '-g', 'daemon off;'], { stdio: 'inherit' });
children.push(nginx);
nginx.on('exit', (code) => {
  if (!stopping) console.error(`[prod:local] nginx exited (${code}); see ${join(runtime, 'error.log')}`);
  stop(code ?? 1);
});
console.log(`[prod:local] ${tls ? `https://127.0.0.1:${port} (HTTP/2; certificate ${certificate.cert})` : `http://127.0.0.1:${port} (HTTP/1.1)`}  (nginx ${confFile}; backend: ${realBackend ? 'real' : `sim:server on ${simOrigin}`}). Ctrl-C stops.`);
