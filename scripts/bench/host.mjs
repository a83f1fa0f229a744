// The host side of `npm run bench:lighthouse` (docs/decisions/lighthouse-calibrated-cpu.md): how much to slow the
// CPU down for this machine, and whether the machine is quiet enough for a figure to mean anything.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, hostname, loadavg } from 'node:os';
import { dirname } from 'node:path';

/**
 * Lighthouse's CPU slowdown for a host of this `benchmarkIndex`, so that a run emulates the mid-tier phone that
 * Lighthouse's default 4× emulates on its reference desktop. The mapping is the one of the Lighthouse team's
 * CPU slowdown calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/, linked from Lighthouse's
 * docs/throttling.md "Calibrating the CPU slowdown"), piecewise linear:
 *   index ≥ 1300: 3× at 1300, +1× per 233 (1533 → 4×, 1766 → 5×, 2000 → 6×)
 *   800–1300:     2× at 800 up to 3× at 1300
 *   150–800:      1× at 150 up to 2× at 800
 *   below 150:    too slow to emulate the target at all (null).
 * @param {number} benchmarkIndex
 * @returns {number | null}
 */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 100) / 100;
}

/** Defaults of the busy rules; each can be overridden from the environment (README "bench:lighthouse"). */
export const BUSY_RULES = {
  /** 1-minute load average per core above which the bench does not start (1.2 on two cores). */
  maxLoadPerCore: Number(process.env.BENCH_MAX_LOAD_PER_CORE ?? 0.6),
  /** CPU other processes may use while a page loads, in cores (0.25 = a quarter of one core on average). */
  maxOthersCores: Number(process.env.BENCH_MAX_OTHERS_CORES ?? 0.25),
  /** A run's benchmark index below this share of the host's usual one means the host was busy. */
  minIndexRatio: Number(process.env.BENCH_MIN_INDEX_RATIO ?? 0.7),
  /**
   * The cost of a process's first write to a page of new memory, in µs per 4 KB page, above which the host's memory
   * is too slow for its figures to compare with other hosts' (memoryFirstTouch below).
   */
  maxFirstTouchUs: Number(process.env.BENCH_MAX_FIRST_TOUCH_US ?? 3),
  /**
   * The browser's own floor (floorAtIndex1000 below): the main thread's CPU time on a page with no script, scaled to a
   * benchmark index of 1000, above which the browser itself is slower here than the index says. Hosts measured: 130
   * (the host whose figures the budgets were set on), 174–299 (a slow-memory host, 2026-12-02) and 509 (another).
   */
  maxFloorMs: Number(process.env.BENCH_MAX_FLOOR_MS ?? 160),
};

/**
 * The main thread's CPU time on the bench's page with no script (`html-only-appa`: the prerendered calculator with
 * every script taken out, scripts/bench/floor/html-only.mjs), as it would be on a host of benchmark index 1000:
 * `floorMs × index / 1000`. Parsing HTML, styling, laying out and painting a page is work the index does not measure;
 * where it is slow (slow memory: every allocation of the renderer pays a slow first write) the CPU slowdown set from
 * the index makes every page look slower than the phone would be.
 * @param {number} floorMs  the page's main-thread CPU time, unthrottled
 * @param {number} benchmarkIndex  the host's index at the time
 */
export const floorAtIndex1000 = (floorMs, benchmarkIndex) => (floorMs * benchmarkIndex) / 1000;

/**
 * Whether a measurement can be trusted, with every reason it cannot.
 * @param {{ load?: number, cores: number, othersCores?: number, benchmarkIndex?: number, usualIndex?: number, firstTouchUs?: number, floorMs?: number, floorIndex?: number }} sample
 * @param {typeof BUSY_RULES} [rules]
 * @returns {{ busy: boolean, reasons: string[] }}
 */
export function hostVerdict(sample, rules = BUSY_RULES) {
  const reasons = [];
  if (sample.load !== undefined && sample.load > rules.maxLoadPerCore * sample.cores) {
    reasons.push(`load average ${sample.load.toFixed(2)} > ${(rules.maxLoadPerCore * sample.cores).toFixed(2)}`);
  }
  if (sample.othersCores !== undefined && sample.othersCores > rules.maxOthersCores) {
    reasons.push(`other processes used ${sample.othersCores.toFixed(2)} cores > ${rules.maxOthersCores}`);
  }
  if (sample.benchmarkIndex !== undefined && sample.usualIndex && sample.benchmarkIndex < rules.minIndexRatio * sample.usualIndex) {
    reasons.push(`benchmark index ${Math.round(sample.benchmarkIndex)} < ${Math.round(rules.minIndexRatio * 100)}% of this host's usual ${Math.round(sample.usualIndex)}`);
  }
  if (sample.firstTouchUs !== undefined && sample.firstTouchUs > rules.maxFirstTouchUs) {
    reasons.push(
      `memory: a first write to a new page costs ${sample.firstTouchUs.toFixed(1)} µs > ${rules.maxFirstTouchUs}; the browser's allocations make every page measure slower here than at the same benchmark index elsewhere`,
    );
  }
  if (sample.floorMs !== undefined && sample.floorIndex !== undefined && floorAtIndex1000(sample.floorMs, sample.floorIndex) > rules.maxFloorMs) {
    reasons.push(
      `the browser's floor: a page with no script took ${Math.round(sample.floorMs)} ms of main thread at index ${Math.round(sample.floorIndex)} (${Math.round(floorAtIndex1000(sample.floorMs, sample.floorIndex))} ms at index 1000 > ${rules.maxFloorMs}); the browser is slower here than the benchmark index says`,
    );
  }
  if (sample.benchmarkIndex !== undefined && cpuMultiplierFor(sample.benchmarkIndex) === null) {
    reasons.push(`benchmark index ${Math.round(sample.benchmarkIndex)} < 150: too slow to emulate the target phone`);
  }
  return { busy: reasons.length > 0, reasons };
}

/**
 * What a first write to a page of new memory costs on this host, in µs per 4 KB page (the least of `samples`
 * measurements of `megabytes` each, each in a fresh Node process so that the pages are new to it).
 *
 * Lighthouse's benchmark index is a loop of string work in memory the engine already holds; it does not see a
 * host whose page faults are slow. On such a host (seen 2026-12-01: a VM whose first touch of a page cost 11–13 µs,
 * where a machine usually pays well under 1) the browser's heap growth, its style and layout memory and the
 * renderer's own allocations all pay it, and every page measured 2–4× more main-thread time than on the hosts
 * before at the same index (docs/decisions/lighthouse-calibrated-cpu.md, "A host with slow memory").
 * @returns {number}
 */
export function memoryFirstTouch({ megabytes = 128, samples = 3 } = {}) {
  // In pieces of 256 KB (a V8 heap page; each its own mapping), not one buffer: with transparent huge pages
  // `always`, one big buffer gets 2 MB pages and a first write measured ~1 µs on a host where the browser was as
  // slow as ever (the test suite ran at the same pace), while pieces this size still measured 20–130 µs there
  // (docs/decisions/lighthouse-calibrated-cpu.md, "Huge pages do not cure it").
  const script = `const k=262144,n=Math.ceil(${megabytes}*1048576/k),p=[];for(let i=0;i<n;i++)p.push(Buffer.allocUnsafeSlow(k));const t=process.hrtime.bigint();for(const b of p)for(let i=0;i<k;i+=4096)b[i]=1;process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e3/(n*k/4096)))`;
  const costs = Array.from({ length: samples }, () => Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })));
  return Math.min(...costs);
}

/** Where Linux says whether every anonymous mapping may get transparent huge pages (2 MB) or only those that ask. */
const HUGE_PAGES_FILE = '/sys/kernel/mm/transparent_hugepage/enabled';

/**
 * The host's transparent huge pages mode, read from `text` (the file above: `always [madvise] never`, the bracketed
 * one is in force): 'always', 'madvise', 'never', or undefined where there is no such file (not Linux).
 *
 * Recorded with every measurement: on the slow-memory hosts of this kind, `always` made one big buffer's first write
 * ~1 µs per 4 KB page (12–17 µs with `madvise`) but not the browser's allocations, which are many smaller mappings
 * (docs/decisions/lighthouse-calibrated-cpu.md, "Huge pages do not cure it"); memoryFirstTouch measures in such pieces.
 * @param {string | undefined} [text]
 * @returns {'always' | 'madvise' | 'never' | undefined}
 */
export function hugePagesMode(text = existsSync(HUGE_PAGES_FILE) ? readFileSync(HUGE_PAGES_FILE, 'utf8') : undefined) {
  const mode = text?.match(/\[(always|madvise|never)\]/)?.[1];
  return /** @type {'always' | 'madvise' | 'never' | undefined} */ (mode);
}

export const coreCount = () => cpus().length;
export const loadAverage = () => loadavg()[0];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};

/**
 * The host's usual benchmark index: the median of the last idle calibrations recorded on this machine
 * (bench-results/host-profile.json, keyed by host name and CPU), or BENCH_USUAL_INDEX when set.
 */
export function hostProfile(file) {
  const key = `${hostname()} · ${cpus()[0]?.model ?? 'cpu'} × ${coreCount()}`;
  const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const samples = all[key]?.samples ?? [];
  const fromEnv = Number(process.env.BENCH_USUAL_INDEX);
  return {
    key,
    samples,
    usualIndex: Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : median(samples.map((sample) => sample.index)),
    /** Keeps an idle calibration (the last 20). */
    record(index, load) {
      const next = [...samples, { at: new Date().toISOString(), index: Math.round(index), load: Math.round(load * 100) / 100 }].slice(-20);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ ...all, [key]: { samples: next } }, null, 2)}\n`);
    },
  };
}

/** Busy jiffies of the whole machine (/proc/stat: user, nice, system, irq, softirq, steal) and its idle ones. */
function machineJiffies() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
  return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
}

/** [pid, ppid, utime + stime + cutime + cstime] of every process (/proc/<pid>/stat). */
function processes() {
  const list = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields start after the last ')'.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      list.push([Number(name), Number(fields[1]), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])]);
    } catch {
      // gone meanwhile
    }
  }
  return list;
}

/**
 * CPU time of this process and its descendants (Chromium, nginx, sim:server). A descendant that exits between two
 * readings is counted through its parent's cutime/cstime, which the kernel adds when it is reaped.
 */
function ourJiffies(rootPid) {
  const all = processes();
  const children = new Map();
  for (const [pid, ppid] of all) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const ours = new Set([rootPid]);
  for (const pid of ours) for (const child of children.get(pid) ?? []) ours.add(child);
  return all.filter(([pid]) => ours.has(pid)).reduce((sum, [, , jiffies]) => sum + jiffies, 0);
}

/**
 * Measures, between start() and stop(), how many cores everything else on the machine used on average (other
 * engineers' builds and tests, the hypervisor's steal time): what disturbs a page load being measured.
 */
export function otherProcessesMeter(rootPid = process.pid) {
  let start;
  return {
    start() {
      start = { machine: machineJiffies(), ours: ourJiffies(rootPid), at: process.hrtime.bigint() };
    },
    stop() {
      const machine = machineJiffies();
      const ours = ourJiffies(rootPid);
      const busy = machine.busy - start.machine.busy;
      const total = busy + (machine.idle - start.machine.idle);
      const cores = coreCount();
      const oursDelta = ours - start.ours;
      // Shares of the machine's jiffies, in cores (independent of the clock tick).
      return {
        othersCores: total > 0 ? (Math.max(0, busy - oursDelta) / total) * cores : 0,
        oursCores: total > 0 ? (oursDelta / total) * cores : 0,
        seconds: Number(process.hrtime.bigint() - start.at) / 1e9,
      };
    },
  };
}
