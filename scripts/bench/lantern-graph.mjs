#!/usr/bin/env node
// Diagnosis for bench:lighthouse (docs/decisions/lighthouse-calibrated-cpu.md): what Lighthouse's simulation puts in
// a page's LCP. Reads the artifacts `npm run bench:lighthouse -- --save-artifacts` wrote
// (bench-results/artifacts/<page>-<run>/) and prints the nodes of the LCP's optimistic graph as Lantern simulated
// them with the run's CPU slowdown: every request (bytes, simulated start and end) and every CPU task (its
// simulated duration and the scripts it evaluated), then the totals.
//
// --drop=<regex>: a what-if. The requests whose address matches are taken out of both graphs (with what only they
// lead to) and the graphs simulated again: what the LCP would be if they were not made before it.
//
//   node scripts/bench/lantern-graph.mjs bench-results/artifacts/_profile_3152-1 [--multiplier=13.4] [--cpu-only] [--drop=woff2]
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { defaultSettings, throttling } from 'lighthouse/core/config/constants.js';
import { cpuMultiplierFor } from './host.mjs';

const [dir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!dir) {
  console.error('usage: node scripts/bench/lantern-graph.mjs <artifacts dir> [--multiplier=N] [--cpu-only] [--drop=<regex>]');
  process.exit(64);
}
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const artifacts = loadArtifacts(dir);
const multiplier = Number(option('multiplier') ?? cpuMultiplierFor(artifacts.BenchmarkIndex) ?? 4);
const settings = { ...defaultSettings, ...defaultConfig.settings, throttlingMethod: 'simulate', throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } };
const context = { computedCache: new Map(), settings };
const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings, URL: artifacts.URL, SourceMaps: [], simulator: null };
data.simulator = await LoadSimulator.request(data, context);
const result = await LanternLargestContentfulPaint.request(data, context);

const short = (url) => url.replace(/^https?:\/\/[^/]+/, '');
const timings = [...result.optimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
let bytes = 0;
let cpu = 0;
console.log(`${dir}: index ${Math.round(artifacts.BenchmarkIndex)}, CPU ×${multiplier}; LCP optimistic ${Math.round(result.optimisticEstimate.timeInMs)} ms, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)} ms, reported ${Math.round(result.timing)} ms`);
for (const [node, timing] of timings) {
  const span = `${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)}`;
  if (node.type === 'cpu') {
    const duration = timing.endTime - timing.startTime;
    cpu += duration;
    const urls = [...new Set(node.childEvents.filter((event) => event.args?.data?.url).map((event) => short(event.args.data.url)))];
    console.log(`${span} cpu ${String(Math.round(duration)).padStart(4)} ms (observed ${(node.duration / 1000).toFixed(1)} ms) ${urls.join(' ')}`);
  } else if (!process.argv.includes('--cpu-only')) {
    bytes += node.request.transferSize;
    console.log(`${span} net ${String(node.request.transferSize).padStart(7)} B ${node.request.resourceType ?? ''} ${short(node.request.url)}`);
  }
}
console.log(`graph: ${timings.length} nodes, ${(bytes / 1024).toFixed(1)} KB, CPU ${Math.round(cpu)} ms simulated`);

const drop = option('drop');
if (drop) {
  const pattern = new RegExp(drop);
  const kept = (node) => node.type !== 'network' || !pattern.test(node.request.url);
  // Lantern's own estimate of each graph, weighed as it weighs them.
  const { LargestContentfulPaint } = Lantern.Metrics;
  const estimate = (graph) => LargestContentfulPaint.getEstimateFromSimulation(data.simulator.simulate(graph.cloneWithRelationships(kept))).timeInMs;
  const optimistic = estimate(result.optimisticGraph);
  const pessimistic = estimate(result.pessimisticGraph);
  const { intercept, optimistic: optimisticWeight, pessimistic: pessimisticWeight } = LargestContentfulPaint.coefficients;
  const weighed = intercept + optimisticWeight * optimistic + pessimisticWeight * pessimistic;
  console.log(`without /${drop}/: LCP optimistic ${Math.round(optimistic)} ms, pessimistic ${Math.round(pessimistic)} ms, estimate ${Math.round(weighed)} ms (before: ${Math.round(result.timing)} ms)`);
}
