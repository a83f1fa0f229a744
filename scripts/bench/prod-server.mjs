/* global fetch */
// prod:local for the benchmarks (bench:lighthouse, bench:handover): the production build behind nginx over HTTP/2
// with its local certificate (scripts/local-tls.mjs), and sim:server on the next port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { ensureLocalCertificate } from '../local-tls.mjs';

/**
 * Starts `scripts/prod-local.mjs --no-build` on `port` (the simulator on `port + 1`), with `env` added; stopped when
 * the process exits, or by `stop()`. `ready(paths)` waits until the site and the simulator answer, then checks that
 * each of `paths` answers 200 (throws otherwise).
 * @param {{ port: number, env?: Record<string, string> }} options
 */
export function startProdLocal({ port, env = {} }) {
  const origin = `https://127.0.0.1:${port}`;
  const simOrigin = `http://127.0.0.1:${port + 1}`;
  const ca = readFileSync(ensureLocalCertificate().cert);
  const server = spawn(process.execPath, ['scripts/prod-local.mjs', '--no-build'], {
    env: { ...process.env, PROD_PORT: String(port), SIM_PORT: String(port + 1), PROD_TLS: 'on', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.exitCode === null && server.kill('SIGTERM');
  process.on('exit', stop);
  const httpsStatus = (url) =>
    new Promise((resolve) => {
      request(url, { ca }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', () => resolve(0))
        .end();
    });
  /** @param {string[]} [paths] */
  async function ready(paths = []) {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const [site, api] = await Promise.all([httpsStatus(`${origin}/`), fetch(`${simOrigin}/__sim/health`).then((response) => response.status, () => 0)]);
      if (site === 200 && api === 200) {
        for (const path of paths) {
          const status = await httpsStatus(`${origin}${path}`);
          if (status !== 200) throw new Error(`prod:local does not serve ${path} (HTTP ${status})`);
        }
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('prod:local did not start');
  }
  return { origin, simOrigin, ready, stop };
}
