import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of the benchmark script
import { cpuMultiplierFor, floorAtIndex1000, hostProfile, hostVerdict, hugePagesMode, memoryFirstTouch } from './host.mjs';

const RULES = { maxLoadPerCore: 0.6, maxOthersCores: 0.25, minIndexRatio: 0.7, maxFirstTouchUs: 3, maxFloorMs: 160 };

describe('cpuMultiplierFor: Lighthouse CPU slowdown calculator (benchmarkIndex → multiplier)', () => {
  it.each([
    [2000, 6],
    [1766, 5],
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [475, 1.5],
    [150, 1],
    [3800, 13.73],
  ])('index %d → ×%d', (index, multiplier) => {
    expect(cpuMultiplierFor(index)).toBeCloseTo(multiplier, 1);
  });

  it.each([[149], [0], [Number.NaN], [Number.POSITIVE_INFINITY]])('index %d: too slow to emulate (or no index): null', (index) => {
    expect(cpuMultiplierFor(index)).toBeNull();
  });

  it('grows with the index across the pieces (no step at 800 or 1300)', () => {
    const values = [700, 799, 800, 801, 1299, 1300, 1301, 1600].map((index) => cpuMultiplierFor(index));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(cpuMultiplierFor(1301)! - cpuMultiplierFor(1299)!).toBeLessThan(0.02);
  });
});

describe('hostVerdict: when a figure cannot be trusted', () => {
  const idle = { load: 0.4, cores: 2, othersCores: 0.05, benchmarkIndex: 1500, usualIndex: 1450 };

  it('an idle host is not busy', () => {
    expect(hostVerdict(idle, RULES)).toEqual({ busy: false, reasons: [] });
  });

  it.each([
    ['load average above 0.6 per core', { load: 1.3 }, /load average 1\.30 > 1\.20/],
    ['other processes using CPU during the run', { othersCores: 0.4 }, /other processes used 0\.40 cores/],
    ['a benchmark index far below the usual one', { benchmarkIndex: 1000 }, /benchmark index 1000 < 70% of this host's usual 1450/],
    ['a host too slow for the target phone', { benchmarkIndex: 120, usualIndex: undefined }, /too slow/],
    ['a host whose memory is slow to hand out (page faults)', { firstTouchUs: 11.2 }, /memory: a first write to a new page costs 11\.2 µs > 3/],
    // 2026-12-02: memory measured 2.9 µs, yet the page with no script took 173 ms at index 1730 (49 ms at ~2650 where the budgets were set).
    ["a browser slower than the index says (the no-script page's floor)", { floorMs: 173, floorIndex: 1730 }, /the browser's floor: a page with no script took 173 ms of main thread at index 1730 \(299 ms at index 1000 > 160\)/],
  ])('busy: %s', (_name, change, reason) => {
    const verdict = hostVerdict({ ...idle, ...change }, RULES);
    expect(verdict.busy).toBe(true);
    expect(verdict.reasons.join('; ')).toMatch(reason);
  });

  it('an index a little below the usual one (natural spread) is fine; every reason is listed', () => {
    expect(hostVerdict({ ...idle, benchmarkIndex: 1100 }, RULES).busy).toBe(false);
    expect(hostVerdict({ ...idle, load: 9, othersCores: 1.6, benchmarkIndex: 300 }, RULES).reasons).toHaveLength(3);
  });

  it('memory that hands out pages at the usual cost is fine', () => {
    expect(hostVerdict({ ...idle, firstTouchUs: 0.8 }, RULES)).toEqual({ busy: false, reasons: [] });
  });

  it("the floor is compared at the host's own index: the host where the budgets were set passes, a slower CPU may take longer", () => {
    expect(floorAtIndex1000(49, 2650)).toBeCloseTo(129.85, 2);
    expect(hostVerdict({ ...idle, floorMs: 49, floorIndex: 2650 }, RULES).busy).toBe(false);
    // Twice the time on a CPU half as fast by the index: the same floor.
    expect(hostVerdict({ ...idle, floorMs: 98, floorIndex: 1325 }, RULES).busy).toBe(false);
    expect(hostVerdict({ ...idle, floorMs: 98, floorIndex: 2650 }, RULES).busy).toBe(true);
    // The slow-memory host's best probe (2026-12-02): 152 ms at 1245, 189 at index 1000, still refused.
    expect(hostVerdict({ ...idle, floorMs: 152, floorIndex: 1245 }, RULES).busy).toBe(true);
  });

  it('without a usual index the index rule is skipped, the others still apply', () => {
    expect(hostVerdict({ cores: 2, benchmarkIndex: 500 }, RULES).busy).toBe(false);
    expect(hostVerdict({ cores: 2, load: 3 }, RULES).busy).toBe(true);
  });
});

describe('hostProfile: the usual index of this machine', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the median of the idle calibrations recorded, the last 20 kept', () => {
    dir = mkdtempSync(join(tmpdir(), 'host-profile-'));
    const file = join(dir, 'nested', 'host-profile.json');
    expect(hostProfile(file).usualIndex).toBeUndefined();
    for (const index of [1200, 1700, 1500]) hostProfile(file).record(index, 0.3);
    expect(hostProfile(file).usualIndex).toBe(1500);
    for (let index = 0; index < 25; index += 1) hostProfile(file).record(1000 + index, 0.3);
    const profile = hostProfile(file);
    expect(profile.samples).toHaveLength(20);
    expect(profile.samples[0].index).toBe(1005);
  });
});

describe('memoryFirstTouch: what a page of new memory costs this host', () => {
  it('is a cost per page in microseconds, measured in a fresh process', () => {
    const cost = memoryFirstTouch({ megabytes: 8, samples: 2 });
    expect(Number.isFinite(cost)).toBe(true);
    expect(cost).toBeGreaterThan(0);
    // 8 MB is 2,048 pages: even a slow host pays far less than a millisecond for one.
    expect(cost).toBeLessThan(1000);
  });
});

describe('hugePagesMode: the transparent huge pages setting in force', () => {
  it.each([
    ['always [madvise] never\n', 'madvise'],
    ['[always] madvise never\n', 'always'],
    ['always madvise [never]\n', 'never'],
    ['', undefined],
  ])('%j → %s', (text, mode) => {
    expect(hugePagesMode(text)).toBe(mode);
  });
});
