#!/usr/bin/env node
/* global fetch */
// `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated throttling) in Debian's Chromium on the
// production build as `npm run prod:local` serves it (nginx + sim:server), for the pages of issue 13. Prints
// the four category scores with LCP and TBT per page and fails when a budget is missed. A benchmark, not part of
// npm test. `--no-build` measures dist/ as it is; BENCH_PORT sets the port (the simulator takes the next one);
// `--runs=N` keeps the median of N runs per page (performance varies with the machine's load); `--page=/path`
// (repeatable) measures only those pages.
import { spawn, execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const ALL_PAGES = ['/', '/en/calculators/appa', '/news', '/contacts'];
// `--page=/contacts` (repeatable) measures only those pages.
const only = process.argv.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice(7));
const PAGES = only.length ? only : ALL_PAGES;
const BUDGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 };
const port = Number(process.env.BENCH_PORT ?? 47320);
const simPort = port + 1;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1);
const origin = `http://127.0.0.1:${port}`;

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
const server = spawn(process.execPath, ['scripts/prod-local.mjs', '--no-build'], {
  env: { ...process.env, PROD_PORT: String(port), SIM_PORT: String(simPort) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${origin}/`);
      const api = await fetch(`http://127.0.0.1:${simPort}/__sim/health`);
      if (response.ok && api.ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('prod:local did not start');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let failed = false;
const rows = [];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  await waitForServer();
  mkdirSync('bench-results', { recursive: true });
  for (const path of PAGES) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(BUDGETS),
      });
      results.push(result.lhr);
    }
    // The run with the median performance score speaks for the page.
    const lhr = results.find((item) => item.categories.performance.score === median(results.map((r) => r.categories.performance.score)));
    writeFileSync(`bench-results/lighthouse${path.replace(/\//g, '_') || '_'}.json`, JSON.stringify(lhr));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const row = {
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      LCP: `${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`,
      TBT: `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
      CLS: lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      FCP: `${(lhr.audits['first-contentful-paint'].numericValue / 1000).toFixed(2)} s`,
    };
    const missed = Object.entries(BUDGETS).filter(([id, budget]) => row[id] < budget);
    row.budgets = missed.length ? `✘ ${missed.map(([id, budget]) => `${id} < ${budget}`).join(', ')}` : '✓';
    if (missed.length) {
      failed = true;
      for (const [id] of missed) {
        const failing = lhr.categories[id].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
          .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        console.log(`${path} ${id}: ${failing.slice(0, 8).join(', ')}`);
      }
    }
    rows.push(row);
  }
} finally {
  await chrome.kill();
  stopServer();
}
console.table(rows);
console.log(`Budgets: performance ≥ ${BUDGETS.performance}, accessibility ${BUDGETS.accessibility}, best practices ≥ ${BUDGETS['best-practices']}, SEO ${BUDGETS.seo}. Reports: bench-results/lighthouse_*.json`);
if (failed) {
  console.error('bench:lighthouse FAILED');
  process.exit(1);
}
console.log('bench:lighthouse OK');
