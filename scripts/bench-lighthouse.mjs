#!/usr/bin/env node
/* global fetch, localStorage, location */
// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium on the
// production build as `npm run prod:local` serves it (nginx, HTTP/2 over TLS, sim:server), for the pages customers
// use, public and signed in (issue 26; docs/decisions/lighthouse-calibrated-cpu.md). A benchmark, not part of
// npm test.
//
// A figure that can be trusted across machines:
//  - every run's CPU slowdown comes from that run's own benchmarkIndex through Lighthouse's calibration guidance
//    (scripts/bench/host.mjs cpuMultiplierFor): Lighthouse gathers at full speed and applies the slowdown when it
//    audits, so the gather's measured index sets the multiplier of the same run's audit;
//  - it refuses to report when the host is busy: a 1-minute load average above 0.6 per core before it starts,
//    other processes using more than a quarter of a core while a page loads, or a run's benchmark index below 70%
//    of this host's usual one (bench-results/host-profile.json) — such runs are repeated, and what stays disturbed
//    is not reported (exit code 2) unless --force, which prints it marked UNTRUSTED;
//  - it refuses to measure on a host whose memory is slow to hand out (a first write to a new page above 3 µs:
//    scripts/bench/host.mjs memoryFirstTouch), which the benchmark index does not see and which made every page
//    2–4× slower on one host of this kind; --force measures anyway, marked UNTRUSTED, for comparing two builds there;
//  - it refuses to measure where the browser itself is slower than the benchmark index says: before the pages, it
//    loads a page with no script (`html-only-appa`) three times, unthrottled, and its main thread's CPU time scaled to
//    index 1000 must stay within BENCH_MAX_FLOOR_MS (160; scripts/bench/host.mjs floorAtIndex1000); the memory rule
//    above is a proxy for the same thing and was seen passing a host whose browser was as slow as ever;
//  - it prints the main thread's own work per page, unthrottled, in CPU milliseconds (scripting, style/layout,
//    total, and the part before the largest paint): what the code controls, nearly independent of the host's load.
//
// The stack's floor (docs/decisions/lighthouse-floor.md): two reference pages, `floor` (React 19 renders one heading
// and one paragraph, nothing else) and `floor-mantine` (the same through MantineProvider, Title and Text), built
// with the app's rsbuild and React plugin (scripts/bench/floor) before the server starts and served by the same
// nginx over HTTP/2 at /__floor/<variant>/. They are not in the default list; `--page=floor`, `--page=floor-mantine`
// or `--floor` (both, before the default pages) measure them exactly like the public pages and print them as
// "reference (no budget)" rows, which never count in the exit code.
// Three more reference pages, `html-only-home`, `html-only-appa`, `html-only-news`: the prerendered `/`,
// `/en/calculators/appa` and `/news` of dist/ with every script taken out (scripts/bench/floor/html-only.mjs), what
// those pages cost with none of the app running. Named with --page= or added by --floor like the other two.
//
// --network=devtools: a diagnosis, not the issue's measurement. Lighthouse's DevTools throttling (its "applied" mobile
// preset: every request 562.5 ms late, 1.47 Mbps down, 675 kbps up) with the calibrated CPU slowdown applied while
// the page loads, and the metrics observed, not simulated. Simulated throttling replays the load's requests as a graph
// and does not see the browser's own queueing (Chrome holds low-priority requests back while others are in flight);
// a real slow network does, and so does this mode (docs/decisions/signed-in-early-calls.md, "Priorities"). No budget
// verdict; reports bench-results/lighthouse-devtools_*.json.
//
// --save-artifacts: each run's trace and network log as gathered, in bench-results/artifacts/<page>-<run>/, for
// scripts/bench/lantern-graph.mjs (what Lantern put in the page's LCP, and what-ifs without some requests).
//
// Options: --no-build (measure dist/ as it is; the floor pages are built all the same), --runs=N (default 3; the
// median run by Lighthouse's own computeMedianRun), --page=/path (repeatable; also the names `wizard`, `payment`,
// `floor`, `floor-mantine`, `html-only-home`, `html-only-appa`, `html-only-news`, and the extra key pages `news-item`, `product`, measured
// only when named), --floor, --force, --wait=SECONDS (wait that long for a quiet host before starting;
// default 60), BENCH_PORT (default 47320; the simulator takes the next port). Reports:
// bench-results/lighthouse_*.json (the median run), lighthouse-summary.json (every run).
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import puppeteer from 'puppeteer-core';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { buildFloor } from './bench/floor/build.mjs';
import { startProdLocal } from './bench/prod-server.mjs';
import { FLOOR_VARIANTS, HTML_ONLY_VARIANTS, floorPath } from './bench/floor/rsbuild.config.mjs';
import { BUSY_RULES, coreCount, cpuMultiplierFor, floorAtIndex1000, hostProfile, hostVerdict, hugePagesMode, loadAverage, memoryFirstTouch, otherProcessesMeter } from './bench/host.mjs';
import { mainThreadWork } from './bench/main-thread.mjs';
import { selectPages } from './bench/select-pages.mjs';
import { trustLocalCertificateArgs } from './local-tls.mjs';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.mjs';

const DEMO = { login: '1234567890', password: 'Sevan2026!', plate: '35OO123', document: 'AN1234567' };
/**
 * The pages (issue 26 item 1). `public` pages also carry the accessibility, best-practices and SEO budgets;
 * `reference` pages (the stack's floor) carry none and are measured only when asked for.
 */
const ALL_PAGES = [
  ...[...FLOOR_VARIANTS, ...Object.keys(HTML_ONLY_VARIANTS)].map((variant) => ({ id: variant, label: `${variant} (reference)`, path: floorPath(variant), public: true, reference: true })),
  { id: '/', path: '/', public: true },
  { id: '/en/calculators/appa', path: '/en/calculators/appa', public: true },
  { id: '/news', path: '/news', public: true },
  { id: '/contacts', path: '/contacts', public: true },
  { id: '/en/login', path: '/en/login', public: true },
  { id: 'wizard', label: 'CMTPL step 1 (signed in)', path: '/profile/newContracts/appa/search-car', signedIn: true },
  { id: 'payment', label: 'payment result (signed in)', path: null, signedIn: true },
  { id: '/profile/3152', label: '/profile/3152 (signed in)', path: '/profile/3152', signedIn: true },
  // Key pages the shell serves (no prerendered page: docs/decisions/early-calls.md, "Slug pages"), items of the
  // simulator's fixed seed; measured when named.
  { id: 'news-item', label: 'a news item (shell)', path: '/news/nor-masnachyugh-gyumrium', public: true, extra: true },
  { id: 'product', label: 'a product page (shell)', path: '/services/corporate/16/constructionAllRisks', public: true, extra: true },
];
const BUDGETS = { performance: 95, lcpMs: 2500, tbtMs: 150, cls: 0.05, accessibility: 100, 'best-practices': 100, seo: 100 };

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const PAGES = selectPages(ALL_PAGES, process.argv.slice(2));
/** The page with no script whose main-thread time tells whether the browser itself is as fast as the index says. */
const FLOOR_PROBE = 'html-only-appa';
const floorVariants = [...new Set([...PAGES.filter((page) => page.reference).map((page) => page.id), FLOOR_PROBE])];
const runs = Number(option('runs', 3));
const force = process.argv.includes('--force');
const devtoolsNetwork = option('network', 'simulate') === 'devtools';
const saveRunArtifacts = process.argv.includes('--save-artifacts');
/** Lighthouse's mobile DevTools throttling (constants.throttling.mobileSlow4G's "applied" values). */
const DEVTOOLS_THROTTLING = { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };
const waitSeconds = Number(option('wait', 60));
const port = Number(process.env.BENCH_PORT ?? 47320);
const simPort = port + 1;
const origin = `https://127.0.0.1:${port}`;
const simOrigin = `http://127.0.0.1:${simPort}`;
const cores = coreCount();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

// 1. A quiet host before anything else (the build itself loads the machine: it comes first).
if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
// The floor pages, when asked for: built outside dist/ and served by the same nginx (PROD_FLOOR_ROOT).
const floorSite = floorVariants.length ? await buildFloor(floorVariants) : null;
async function waitForQuietHost() {
  const deadline = Date.now() + waitSeconds * 1000;
  let verdict = hostVerdict({ load: loadAverage(), cores });
  while (verdict.busy && Date.now() < deadline) {
    await sleep(5000);
    verdict = hostVerdict({ load: loadAverage(), cores });
  }
  return verdict;
}
const quietVerdict = await waitForQuietHost();
// The host's memory, once: not a passing load but what the machine is (scripts/bench/host.mjs, memoryFirstTouch).
const firstTouchUs = memoryFirstTouch();
const memoryVerdict = hostVerdict({ cores, firstTouchUs });
const startVerdict = { busy: quietVerdict.busy || memoryVerdict.busy, reasons: [...quietVerdict.reasons, ...memoryVerdict.reasons] };
if (quietVerdict.busy && !force) {
  console.error(`bench:lighthouse: the host is busy (${startVerdict.reasons.join('; ')}): no figure would mean anything. Try again when it is quiet, or --force to measure anyway (marked UNTRUSTED).`);
  process.exit(2);
}
const hugePages = hugePagesMode();
/** Why this host cannot measure the phone at all (its memory, its browser's floor), whatever its load. */
const cannotMeasure = (verdict) =>
  console.error(
    `bench:lighthouse: this host cannot measure the phone (${verdict.reasons.join('; ')}). Its figures would not compare with any other host's; measure on another machine, or --force to measure anyway (marked UNTRUSTED; compare only builds measured on this host).`,
  );
if (memoryVerdict.busy && !force) {
  cannotMeasure(memoryVerdict);
  process.exit(2);
}

// 2. prod:local over HTTP/2 with its certificate.
const server = startProdLocal({ port, env: floorSite ? { PROD_FLOOR_ROOT: floorSite } : {} });

/** An application call of the simulator, as the app makes it (JSON, Language, Scope, the token). */
async function appCall(path, body, token) {
  const response = await fetch(`${simOrigin}/app-api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: 'am', Scope: 'web-portal', ...(token && { Authorization: token }) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs the demo customer in through the sign-in page, as a customer does; the session stays in local storage. */
async function signIn(page) {
  await page.goto(`${origin}/en/login`, { waitUntil: 'load' });
  // The prerendered snapshot (inert) gives way to the app's form (docs/decisions/prerendered-first-paint.md).
  await page.waitForSelector('#first-paint', { hidden: true, timeout: 60_000 });
  await page.locator('main form input[name="LOGIN"]').fill(DEMO.login);
  await page.locator('main form input[name="PASSWORD"]').fill(DEMO.password);
  await Promise.all([page.waitForFunction(() => location.pathname.startsWith('/en/profile/'), { timeout: 60_000 }), page.locator('main form button[type="submit"]').click()]);
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? 'null');
  if (!token) throw new Error('sign-in: no token in local storage');
  return token;
}

/**
 * The bank's return address of a paid CMTPL contract: the draft, the bank order and the card payment are made
 * through the simulator's API (the bank's hosted page is not part of the production build); the page measured is
 * the return address the bank sends the customer to.
 */
async function paidReturnAddress(token) {
  const { result: contract } = await appCall('/product/appa/create-object', { PLATE: DEMO.plate, DOCUMENT: DEMO.document, CONSENT: 1 }, token);
  const { payUrl } = await appCall('/payment/make', { order_id: contract.ORDER_ID, id: contract.ID, save_card: 0, referral: 'appa' }, token);
  const order = new URL(payUrl, simOrigin).searchParams.get('order');
  const paid = await appCall('/sim-bank/pay', { order, pan: '4111111111111111', expiry: '12/30', cvv: '123', holder: 'ANNA HAKOBYAN' });
  if (paid.next !== 'return') throw new Error(`bank: ${JSON.stringify(paid)}`);
  return paid.returnUrl;
}

/** Observed (unthrottled) timeline facts of a run: JavaScript transferred and requests made before the LCP. */
function beforeLcp(lhr) {
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const before = requests.filter((item) => item.networkRequestTime < observedLcp);
  const scripts = requests.filter((item) => item.resourceType === 'Script' && item.networkEndTime <= observedLcp);
  return {
    observedLcpMs: Math.round(observedLcp),
    requests: before.length,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    fonts: before.filter((item) => item.resourceType === 'Font').length,
  };
}

/** A page's name in the reports' file names: `/en/login` → `_en_login`, `/` → `home`. */
const pageSlug = (target) => target.id.replace(/\//g, '_').replace(/^_$/, 'home');
const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (lhr, id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : undefined);

mkdirSync('bench-results', { recursive: true });
const profile = hostProfile('bench-results/host-profile.json');
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  defaultViewport: null,
  args: [...chromiumArgs, ...trustLocalCertificateArgs()],
});
const summary = { startedAt: new Date().toISOString(), host: profile.key, cores, rules: BUSY_RULES, startLoad: loadAverage(), startVerdict, firstTouchUs, hugePages, pages: [] };
let failed = false;
let untrusted = startVerdict.busy;
/** The floor probe refused the host (without --force): nothing was measured, nothing is printed but why. */
let floorRefused = false;
/** Reference pages measured on a busy host: printed only with --force, never a verdict. */
const untrustedReferences = [];
const rows = [];
const workRows = [];
try {
  await server.ready(floorVariants.map(floorPath));
  summary.chromium = await browser.version();

  // 3. Calibration: Lighthouse's own benchmark, three times, on a blank page (scripts/bench/host.mjs).
  const { computeBenchmarkIndex } = (await import('lighthouse/core/lib/page-functions.js')).pageFunctions;
  const blank = await browser.newPage();
  const meter = otherProcessesMeter();
  meter.start();
  const indexes = [];
  for (let index = 0; index < 3; index += 1) indexes.push(await blank.evaluate(`(${computeBenchmarkIndex.toString()})()`));
  const calibrationLoad = meter.stop();
  await blank.close();
  const calibrated = median(indexes);
  const calibrationVerdict = hostVerdict({ load: loadAverage(), cores, othersCores: calibrationLoad.othersCores });
  if (!calibrationVerdict.busy) profile.record(calibrated, loadAverage());
  // The host's usual index: its idle calibrations so far (this one included when it was idle).
  const known = hostProfile('bench-results/host-profile.json');
  const usualIndex = known.usualIndex ?? calibrated;
  summary.calibration = { indexes, calibrated, multiplier: cpuMultiplierFor(calibrated), othersCores: calibrationLoad.othersCores, usualIndex, idleSamples: known.samples.length, recorded: !calibrationVerdict.busy };
  console.log(
    `Host ${profile.key}, Chromium ${summary.chromium}; load ${loadAverage().toFixed(2)}; memory ${firstTouchUs.toFixed(2)} µs per new page (huge pages: ${hugePages ?? 'n/a'}); benchmarkIndex ${indexes.map(Math.round).join(' / ')} ` +
      `(usual here ${Math.round(usualIndex)}${known.samples.length ? `, median of ${known.samples.length} idle calibration(s)` : ': no idle calibration recorded on this host yet'}) ` +
      `→ CPU slowdown ${cpuMultiplierFor(calibrated) === null ? 'none: below 150 the host is too slow to emulate the phone' : `×${cpuMultiplierFor(calibrated)}`} (set per run from the run's own index)`,
  );

  // 4. The browser's floor (scripts/bench/host.mjs floorAtIndex1000): the page with no script, unthrottled, three times.
  // The memory rule is a proxy that varies through a session (15.4 → 2.9 µs on one host within hours, while this
  // page's main thread stayed 3.5× the reference host's); this measures the browser's own work directly.
  const probe = await browser.newPage();
  const floorRuns = [];
  for (let run = 0; run < 3; run += 1) {
    const { artifacts } = await navigationGather(probe, `${origin}${floorPath(FLOOR_PROBE)}`, { flags: { logLevel: 'error', onlyCategories: ['performance'] } });
    floorRuns.push({ ms: mainThreadWork(artifacts.Trace).cpu.total, index: Math.round(artifacts.BenchmarkIndex) });
  }
  await probe.close();
  // The median run by its floor at index 1000: a time and the index of the same load (the index moved 1,150–1,730
  // between the three loads on a slow host; the median time and the median index of different loads are no pair).
  const middle = [...floorRuns].sort((a, b) => floorAtIndex1000(a.ms, a.index) - floorAtIndex1000(b.ms, b.index))[1];
  const floorMs = middle.ms;
  const floorIndex = middle.index;
  const floorVerdict = hostVerdict({ cores, floorMs, floorIndex });
  summary.floor = { page: FLOOR_PROBE, runs: floorRuns, floorMs, floorIndex, atIndex1000: Math.round(floorAtIndex1000(floorMs, floorIndex)), max: BUSY_RULES.maxFloorMs, verdict: floorVerdict };
  console.log(
    `Floor: ${FLOOR_PROBE} (no script) ${floorRuns.map((run) => `${run.ms} ms at index ${run.index}`).join(', ')} → ${summary.floor.atIndex1000} ms at index 1000 (at most ${BUSY_RULES.maxFloorMs})`,
  );
  if (floorVerdict.busy) {
    untrusted = true;
    summary.startVerdict = { busy: true, reasons: [...startVerdict.reasons, ...floorVerdict.reasons] };
    if (!force) {
      cannotMeasure(floorVerdict);
      // Nothing measured: the pages are not loaded (finally below closes the browser and the server).
      floorRefused = true;
    }
  }

  const page = await browser.newPage();
  let token = null;
  for (const target of floorRefused ? [] : PAGES) {
    if (target.signedIn && !token) {
      token = await signIn(page);
    }
    if (target.id === 'payment') target.path = await paidReturnAddress(token);
    const results = [];
    // A disturbed run is repeated (up to twice the runs asked for); with --force every run counts as it came.
    const enough = () => (force ? results.length >= runs : results.filter((run) => !run.verdict.busy).length >= runs || results.length >= runs * 2);
    while (!enough()) {
      if (target.signedIn) {
        // The session must survive (no storage reset), but every run starts with an empty HTTP cache.
        const session = await page.createCDPSession();
        await session.send('Network.clearBrowserCache');
        await session.detach();
      }
      const flags = { logLevel: 'error', disableStorageReset: Boolean(target.signedIn), onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
      // Applied while the page loads, so set from the calibration before it (simulated throttling: from the run's own index, below).
      if (devtoolsNetwork) Object.assign(flags, { throttlingMethod: 'devtools', throttling: { ...DEVTOOLS_THROTTLING, cpuSlowdownMultiplier: cpuMultiplierFor(calibrated) ?? 1 } });
      const run = otherProcessesMeter();
      run.start();
      const { artifacts, runnerOptions } = await navigationGather(page, `${origin}${target.path}`, { flags });
      const during = run.stop();
      // The slowdown for this host as it was during this very run.
      const multiplier = devtoolsNetwork ? flags.throttling.cpuSlowdownMultiplier : (cpuMultiplierFor(artifacts.BenchmarkIndex) ?? 1);
      runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = multiplier;
      artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
      const { lhr } = await Runner.audit(artifacts, runnerOptions);
      // For diagnosis (scripts/bench/lantern-graph.mjs reads them): the run's trace and network log as gathered.
      if (saveRunArtifacts) await saveArtifacts(artifacts, `bench-results/artifacts/${pageSlug(target)}-${results.length + 1}`);
      const timeline = beforeLcp(lhr);
      const verdict = hostVerdict({ cores, othersCores: during.othersCores, benchmarkIndex: artifacts.BenchmarkIndex, usualIndex });
      results.push({ lhr, multiplier, benchmarkIndex: artifacts.BenchmarkIndex, othersCores: during.othersCores, verdict, timeline, work: mainThreadWork(artifacts.Trace), workBeforeLcp: mainThreadWork(artifacts.Trace, timeline.observedLcpMs) });
      if (verdict.busy) {
        console.log(`${target.label ?? target.id}: run disturbed (${verdict.reasons.join('; ')})${force ? '' : ', repeating'}`);
        if (!force) await sleep(5000);
      }
    }
    const clean = results.filter((run) => !run.verdict.busy);
    const trusted = clean.length >= runs;
    // A reference page has no budget: it never turns the verdict (exit code), trusted or not.
    if (!trusted && !target.reference) untrusted = true;
    if (!trusted && target.reference) untrustedReferences.push(target.label);
    const pool = trusted ? clean : results;
    let medianLhr;
    try {
      medianLhr = computeMedianRun(pool.map((run) => run.lhr));
    } catch {
      medianLhr = pool.map((run) => run.lhr).sort((a, b) => a.categories.performance.score - b.categories.performance.score)[Math.floor((pool.length - 1) / 2)];
    }
    const chosen = pool.find((run) => run.lhr === medianLhr);
    writeFileSync(`bench-results/lighthouse${devtoolsNetwork ? '-devtools' : ''}_${pageSlug(target)}.json`, JSON.stringify(medianLhr));

    const audit = (id) => medianLhr.audits[id]?.numericValue ?? NaN;
    const figures = {
      performance: score(medianLhr, 'performance'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibility: score(medianLhr, 'accessibility'),
      'best-practices': score(medianLhr, 'best-practices'),
      seo: score(medianLhr, 'seo'),
    };
    const missed = [
      figures.performance < BUDGETS.performance && `performance < ${BUDGETS.performance}`,
      figures.lcpMs > BUDGETS.lcpMs && `LCP > ${BUDGETS.lcpMs / 1000} s`,
      figures.tbtMs > BUDGETS.tbtMs && `TBT > ${BUDGETS.tbtMs} ms`,
      figures.cls > BUDGETS.cls && `CLS > ${BUDGETS.cls}`,
      ...(target.public ? ['accessibility', 'best-practices', 'seo'].filter((id) => figures[id] < BUDGETS[id]).map((id) => `${id} < ${BUDGETS[id]}`) : []),
    ].filter(Boolean);
    if (trusted && missed.length && !target.reference && !devtoolsNetwork) failed = true;
    const label = target.label ?? target.id;
    rows.push({
      page: label,
      'runs ok': `${clean.length}/${results.length}`,
      index: Math.round(chosen.benchmarkIndex),
      'CPU ×': chosen.multiplier,
      perf: figures.performance,
      LCP: seconds(figures.lcpMs),
      TBT: ms(figures.tbtMs),
      'INP proxy (TBT)': ms(figures.tbtMs),
      CLS: figures.cls.toFixed(3),
      'JS before LCP': kb(chosen.timeline.jsBytes),
      'req. before LCP': chosen.timeline.requests,
      a11y: figures.accessibility,
      BP: figures['best-practices'],
      SEO: target.public ? figures.seo : '–',
      budgets: devtoolsNetwork
        ? '– (diagnosis)'
        : target.reference
        ? ['reference (no budget)', !trusted && 'UNTRUSTED (host busy)', missed.length && `would miss ${missed.join(', ')}`].filter(Boolean).join('; ')
        : !trusted ? 'UNTRUSTED (host busy)' : missed.length ? `✘ ${missed.join(', ')}` : '✓',
    });
    const med = (pick) => median(results.map(pick));
    workRows.push({
      page: label,
      'scripting ms': med((run) => run.work.cpu.scripting),
      'style/layout ms': med((run) => run.work.cpu.styleLayout),
      'total ms': med((run) => run.work.cpu.total),
      'total before LCP ms': med((run) => run.workBeforeLcp.cpu.total),
      'wall total ms': med((run) => run.work.wall.total),
      'others used (cores)': med((run) => run.othersCores).toFixed(2),
    });
    if (trusted && missed.length && !target.reference) {
      const failing = Object.values(medianLhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => medianLhr.audits[ref.id]))
        .filter((item) => item.score !== null && item.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(item.scoreDisplayMode))
        .map((item) => `${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`);
      console.log(`${label}: ${failing.slice(0, 10).join(', ')}`);
    }
    summary.pages.push({
      page: label,
      path: target.path,
      reference: Boolean(target.reference),
      trusted,
      missed,
      runs: results.map((run) => ({
        benchmarkIndex: run.benchmarkIndex,
        multiplier: run.multiplier,
        othersCores: Math.round(run.othersCores * 100) / 100,
        busy: run.verdict.reasons,
        performance: score(run.lhr, 'performance'),
        lcpMs: Math.round(run.lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(run.lhr.audits['total-blocking-time'].numericValue),
        cls: run.lhr.audits['cumulative-layout-shift'].numericValue,
        ...run.timeline,
        mainThread: run.work,
        mainThreadBeforeLcp: run.workBeforeLcp,
      })),
    });
  }
} finally {
  await browser.close();
  server.stop();
}
summary.endLoad = loadAverage();
writeFileSync(`bench-results/lighthouse${devtoolsNetwork ? '-devtools' : ''}-summary.json`, `${JSON.stringify(summary, null, 2)}\n`);

if (floorRefused) process.exit(2);
const loadNote = `load average ${summary.startLoad.toFixed(2)} at the start, ${summary.endLoad.toFixed(2)} at the end (${cores} cores, ${cpus()[0]?.model ?? ''})`;
if (untrusted && !force) {
  console.error(`\nbench:lighthouse: the host was busy during the runs (${loadNote}); Lighthouse figures are not reported. See bench-results/lighthouse-summary.json for why, or rerun with --force.`);
} else {
  console.log(`\nLighthouse, mobile, ${devtoolsNetwork ? 'DevTools throttling (observed metrics; a diagnosis: no budget verdict); CPU slowdown from the calibration' : 'simulated throttling; CPU slowdown calibrated per run from its benchmarkIndex'}; median of ${runs} run(s) per page${untrusted ? '; UNTRUSTED: the host was busy' : ''}:`);
  // A reference page measured on a busy host is left out unless --force (its row then says UNTRUSTED).
  console.table(force ? rows : rows.filter((row) => !untrustedReferences.includes(row.page)));
  if (untrustedReferences.length && !force) console.error(`Not reported (host busy during their runs): ${untrustedReferences.join(', ')}; --force prints them marked UNTRUSTED.`);
}
console.log(`Main thread per page, ${devtoolsNetwork ? 'CPU throttled as above' : 'unthrottled'}, CPU time (thread time of the page's main thread; median of the runs):`);
console.table(workRows);
console.log(
  `Budgets: performance ≥ ${BUDGETS.performance}, LCP ≤ ${BUDGETS.lcpMs / 1000} s, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}; public pages: accessibility, best practices, SEO ${BUDGETS.seo}. ${loadNote}. Reports: bench-results/.`,
);
if (untrusted) {
  console.error('bench:lighthouse: UNTRUSTED (host busy) — no verdict');
  process.exit(2);
}
if (failed) {
  console.error('bench:lighthouse FAILED');
  process.exit(1);
}
console.log('bench:lighthouse OK');
