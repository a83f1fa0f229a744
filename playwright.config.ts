import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './scripts/chromium.mjs';
import { trustLocalCertificateArgs } from './scripts/local-tls.mjs';

/**
 * Browser tests run in Debian's Chromium (Playwright cannot download browsers here) against the
 * production build with the simulator (`npm run build:demo`), served on unusual ports.
 * - e2e: user flows and axe checks (e2e/flows)
 * - visual: screenshots of every Storybook story and of key pages (e2e/visual); baselines are committed
 */
// Override with PW_APP_PORT / PW_STORYBOOK_PORT to run two suites side by side (e.g. two worktrees).
export const APP_PORT = Number(process.env.PW_APP_PORT ?? 47311);
export const STORYBOOK_PORT = Number(process.env.PW_STORYBOOK_PORT ?? 47312);
// The `prod` project: nginx (deploy/nginx.conf) with the production build and the simulator's HTTP server.
export const PROD_PORT = Number(process.env.PW_PROD_PORT ?? APP_PORT + 4);
export const SIM_PORT = Number(process.env.PW_SIM_PORT ?? APP_PORT + 5);

/**
 * `prod` needs the production build (`npm run build`) and nginx; it runs when no project is named (npm test)
 * or when it is named, so that `--project=e2e` alone never starts nginx.
 */
const projectArgs = process.argv.flatMap((arg, index, all) => (arg === '--project' ? [all[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : []));
const runsProd = (projectArgs.length === 0 || projectArgs.includes('prod')) && existsSync('dist/_pages/shell-hy.html');
const runsDemo = projectArgs.length === 0 || projectArgs.some((name) => name !== 'prod');
/** prod:local speaks HTTP/2 over TLS with its own certificate for 127.0.0.1: the browser trusts exactly that one. */
const trustProdCertificate = runsProd ? trustLocalCertificateArgs() : [];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...chromiumArgs,
      // No optimising compiler (Maglev, TurboFan) in the test browser: the pages live for seconds, and optimising their
      // code cost more CPU than it saved (~10% of a spec's CPU on this 2-core machine, measured on calculators.spec).
      '--js-flags=--max-opt=1',
    ],
  },
};

/** How every screenshot is taken (toHaveScreenshot's defaults, and stories.spec's byte-for-byte shot). */
export const SHOT = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

export default defineConfig({
  // A limit for a test that hangs, not a speed check: on a slow-memory host the longest flow (travel in English, the
  // PDF checked) took 41 s of the 45 s allowed before (docs/decisions/ci-time.md, 2026-12-02).
  timeout: 90_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { threshold: 0.05, maxDiffPixels: 0, ...SHOT },
  },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry, traced: recording a trace of every test (retain-on-failure) cost a quarter of the suite's CPU.
  retries: 1,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  snapshotPathTemplate: 'e2e/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'on-first-retry',
    serviceWorkers: 'allow',
    locale: 'hy-AM',
    timezoneId: 'Asia/Yerevan',
  },
  projects: [
    { name: 'e2e', testDir: 'e2e/flows', use: chromium },
    { name: 'visual', testDir: 'e2e/visual', use: chromium },
    {
      name: 'prod',
      testDir: 'e2e/prod',
      use: {
        ...chromium,
        launchOptions: { ...chromium.launchOptions, args: [...chromium.launchOptions.args, ...trustProdCertificate] },
        baseURL: `https://127.0.0.1:${PROD_PORT}`,
        // The API request context (request fixture) runs in Node, which cannot be given the flag above.
        ignoreHTTPSErrors: true,
        serviceWorkers: 'block',
      },
    },
  ],
  webServer: [
    ...(runsDemo
      ? [
          {
            command: `node scripts/serve-static.mjs dist-demo ${APP_PORT} spa`,
            url: `http://127.0.0.1:${APP_PORT}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...(runsProd
      ? [
          {
            command: 'node scripts/prod-local.mjs --no-build',
            env: { PROD_PORT: String(PROD_PORT), SIM_PORT: String(SIM_PORT) },
            url: `https://127.0.0.1:${PROD_PORT}/`,
            ignoreHTTPSErrors: true,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
    // Story snapshots need the static Storybook (`npm run build-storybook`); e2e runs without it.
    ...(runsDemo && existsSync('storybook-static')
      ? [
          {
            command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT} static`,
            url: `http://127.0.0.1:${STORYBOOK_PORT}/iframe.html`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
