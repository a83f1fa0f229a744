#!/usr/bin/env node
// The public pages on a slow link, as a visitor sees them (issue 26; docs/decisions/early-calls.md): the production
// build on prod:local (HTTP/2), in Debian's Chromium, with DevTools throttling (Lighthouse's applied mobile preset:
// 562.5 ms per request, 1.47 Mbps down, 675 kbps up) and the CPU slowed ×4, each load cold. Per page, the median of
// the runs (and every run) of:
//   - first contentful paint and largest contentful paint, as the browser reports them;
//   - the hand-over: when the app has taken the page over (the prerendered snapshot gone, the app's <main> there and
//     not busy, nothing in it a placeholder), i.e. when the page answers a tap.
// Observed, not simulated: Lighthouse's LCP counts every request that ended before the observed paint as one the
// paint waited for (lighthouse-calibrated-cpu.md), so a change can "win" there by delaying the app; this bench shows
// what the change does to the paint and to the hand-over. No budget: a diagnosis to compare two builds with (run it
// on each, alternately, on an idle host).
//
// Usage: npm run bench:handover -- [--no-build] [--runs=N] [--page=/path ...]
// Defaults: builds first, 5 runs, the pages below. BENCH_PORT (default 47340; the simulator takes the next port).
import { execSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { startProdLocal } from './bench/prod-server.mjs';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.mjs';
import { trustLocalCertificateArgs } from './local-tls.mjs';
/* global document, performance, PerformanceObserver, window -- code run in the page */

const PAGES = ['/', '/en/calculators/appa', '/calculators/travel', '/news', '/ru/contacts', '/en/login'];
const THROTTLING = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const pages = process.argv.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice(7));
const runs = Number(option('runs', 5));
const port = Number(process.env.BENCH_PORT ?? 47340);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const server = startProdLocal({ port });
await server.ready();

const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...chromiumArgs, ...trustLocalCertificateArgs()] });
const rows = [];
try {
  for (const path of pages.length ? pages : PAGES) {
    const loads = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', THROTTLING);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.evaluateOnNewDocument(() => {
        window.__benchLcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(server.origin + path, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      // The same rule as first-paint.browser.js's hand-over (a page without a snapshot: its app's page is there).
      await page.waitForFunction(
        () => {
          const root = document.getElementById('root');
          const main = root?.querySelector('main');
          return !document.getElementById('first-paint') && !!main?.firstElementChild && main.getAttribute('aria-busy') !== 'true' && !root.querySelector('[data-placeholder]:not([data-placeholder="below"])');
        },
        { timeout: 120_000, polling: 50 },
      );
      loads.push(
        await page.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          lcp: window.__benchLcp,
          handover: performance.now(),
        })),
      );
      await context.close();
    }
    const row = {
      page: path,
      'FCP ms': Math.round(median(loads.map((load) => load.fcp))),
      'LCP ms': Math.round(median(loads.map((load) => load.lcp))),
      'hand-over ms': Math.round(median(loads.map((load) => load.handover))),
      'every run (FCP / LCP / hand-over)': loads.map((load) => `${Math.round(load.fcp)}/${Math.round(load.lcp)}/${Math.round(load.handover)}`).join(' '),
    };
    rows.push(row);
    console.log(`${path}: hand-over ${row['hand-over ms']} ms`);
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`\nSlow link (562.5 ms per request, 1.47 Mbps, CPU ×${CPU_SLOWDOWN}), cold loads, median of ${runs}:`);
console.table(rows);
