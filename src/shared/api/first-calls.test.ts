import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CALLS_KEY } from '@/shared/config';
import {
  FILES_SETTLE_MS,
  FIRST_CALLS_PAGES,
  FIRST_CALLS_PER_PAGE,
  FIRST_CALLS_WINDOW_MS,
  firstCallsReset,
  recordFirstCall,
  recordFirstFiles,
  type LoadState,
  type RecordedCall,
} from './first-calls';

const ORIGIN = 'http://localhost:3000';
const state = (overrides: Partial<LoadState> = {}): LoadState => ({ address: '/profile/3152', atLoadAddress: true, origin: ORIGIN, now: 1500, signedIn: true, replayable: true, ...overrides });
const read = (path: string, overrides: Partial<RecordedCall> = {}): RecordedCall => ({
  method: 'POST',
  url: `${ORIGIN}/app-api/mobile/${path}/`,
  json: '{}',
  headers: { Language: 'am', Scope: 'web', 'Content-Type': 'application/json' },
  auth: true,
  ...overrides,
});
const stored = () => JSON.parse(localStorage.getItem(FIRST_CALLS_KEY) ?? 'null') as Record<string, RecordedCall[]> | null;

describe('recordFirstCall: the reads a signed-in address makes on load, for its next load', () => {
  beforeEach(() => {
    localStorage.clear();
    firstCallsReset();
  });
  afterEach(() => localStorage.clear());

  it('writes the load\'s reads under its address, in order, each once', () => {
    recordFirstCall(read('get-cust-datas'), state());
    recordFirstCall(read('interface/get-menu-list'), state());
    recordFirstCall(read('get-cust-datas'), state());
    expect(stored()).toEqual({ '/profile/3152': [read('get-cust-datas'), read('interface/get-menu-list')] });
  });

  it.each([
    { name: 'a visitor (no token)', at: state({ signedIn: false }) },
    { name: 'a page the shell did not serve (prerendered, demo build)', at: state({ replayable: false }) },
    { name: 'after the page moved to another address', at: state({ atLoadAddress: false }) },
    { name: 'later than the load\'s first seconds', at: state({ now: FIRST_CALLS_WINDOW_MS + 1 }) },
  ])('writes nothing for $name', ({ at }) => {
    recordFirstCall(read('get-cust-datas'), at);
    expect(stored()).toBeNull();
  });

  it('never writes a call to another origin (the early script may call only its own)', () => {
    recordFirstCall(read('get-cust-datas', { url: 'https://api.example.am/app-api/mobile/get-cust-datas/' }), state());
    expect(stored()).toBeNull();
  });

  it('a new load of the address replaces its list; other addresses stay', () => {
    localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ '/profile/3152': [read('old')], '/profile/claims': [read('claim/get-list')] }));
    recordFirstCall(read('get-cust-datas'), state());
    expect(stored()).toEqual({ '/profile/claims': [read('claim/get-list')], '/profile/3152': [read('get-cust-datas')] });
  });

  it(`keeps the latest ${FIRST_CALLS_PAGES} addresses and ${FIRST_CALLS_PER_PAGE} calls per address`, () => {
    const pages = Object.fromEntries(Array.from({ length: FIRST_CALLS_PAGES }, (_, index) => [`/profile/page-${index}`, [read('x')]]));
    localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify(pages));
    for (let index = 0; index < FIRST_CALLS_PER_PAGE + 3; index += 1) recordFirstCall(read(`call-${index}`), state());
    const kept = stored() ?? {};
    expect(Object.keys(kept)).toHaveLength(FIRST_CALLS_PAGES);
    expect(kept['/profile/page-0']).toBeUndefined();
    expect(Object.keys(kept).at(-1)).toBe('/profile/3152');
    expect(kept['/profile/3152']).toHaveLength(FIRST_CALLS_PER_PAGE);
  });

  it('storage holding something else is started over, not thrown on', () => {
    localStorage.setItem(FIRST_CALLS_KEY, '[1,2');
    recordFirstCall(read('get-cust-datas'), state());
    expect(stored()).toEqual({ '/profile/3152': [read('get-cust-datas')] });
  });

  it('keeps the code files the load fetched by its last read (its route\'s chunks and stylesheets), not the map, the decoder or another origin', () => {
    const files = [
      `${ORIGIN}/static/js/lib-react.c455321.js`,
      `${ORIGIN}/static/js/async/lib-router.5fe0ffb.js`,
      `${ORIGIN}/static/css/async/pv.2a0135e.css`,
      `${ORIGIN}/static/js/async/lib-mapbox.58cd63a.js`,
      `${ORIGIN}/static/js/async/lib-heif.a6e6ba5.js`,
      'https://cdn.example/static/js/async/x.1.js',
      `${ORIGIN}/app-api/mobile/get-cust-datas/`,
    ];
    recordFirstCall(read('get-cust-datas'), state({ files: files.slice(0, 2) }));
    // The next read: more of the route's code has come since.
    recordFirstCall(read('get-contracts'), state({ files }));
    expect(stored()?.['/profile/3152']).toEqual([
      read('get-cust-datas'),
      read('get-contracts'),
      { preload: 'script', url: `${ORIGIN}/static/js/async/lib-router.5fe0ffb.js` },
      { preload: 'style', url: `${ORIGIN}/static/css/async/pv.2a0135e.css` },
    ]);
  });

  it('adds the files the page fetched before its largest paint once the load has settled (the reads were all at its first render)', () => {
    const chunk = (name: string) => `${ORIGIN}/static/js/async/${name}.js`;
    recordFirstCall(read('get-cust-datas'), state({ address: '/profile/newContracts/appa/search-car', files: [chunk('xx.9d15ee')] }));
    recordFirstFiles(state({ address: '/profile/newContracts/appa/search-car', now: 2500, files: [chunk('xx.9d15ee'), chunk('b.e8c417'), chunk('cu.3c9d70')] }));
    expect(stored()?.['/profile/newContracts/appa/search-car']).toEqual([
      read('get-cust-datas'),
      { preload: 'script', url: chunk('xx.9d15ee') },
      { preload: 'script', url: chunk('b.e8c417') },
      { preload: 'script', url: chunk('cu.3c9d70') },
    ]);
    // Never cut: settled before the final paint (a slow link), it keeps what the reads wrote down.
    recordFirstFiles(state({ address: '/profile/newContracts/appa/search-car', now: 2600, files: [] }));
    expect(stored()?.['/profile/newContracts/appa/search-car']).toHaveLength(4);
  });

  it('settles nothing for a load that wrote no read down, after the first seconds, or at another address', () => {
    const files = [`${ORIGIN}/static/js/async/b.e8c417.js`];
    recordFirstFiles(state({ files }));
    expect(stored()).toBeNull();
    recordFirstCall(read('get-cust-datas'), state());
    recordFirstFiles(state({ files, now: FIRST_CALLS_WINDOW_MS + 1 }));
    recordFirstFiles(state({ files, atLoadAddress: false }));
    expect(stored()?.['/profile/3152']).toEqual([read('get-cust-datas')]);
  });

  it(`settles after the window's load and ${FILES_SETTLE_MS} ms, with the files started before the largest paint`, () => {
    vi.useFakeTimers();
    const script = document.createElement('script');
    script.setAttribute('data-first-calls', FIRST_CALLS_KEY);
    document.head.append(script);
    const observed: string[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries: () => Array<{ startTime: number }> }) => void) {}
      observe({ type }: { type: string }) {
        observed.push(type);
        this.callback({ getEntries: () => [{ startTime: 300 }, { startTime: 400 }] });
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    // At the read, one chunk has been fetched; the route's next one before the paint, another after it.
    const entries = [{ name: `${window.location.origin}/static/js/async/b.e8c417.js`, startTime: 200 }];
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(((type: string) =>
      type === 'navigation' ? [{ name: window.location.href }] : type === 'resource' ? entries : []) as typeof performance.getEntriesByType);
    localStorage.setItem('token', JSON.stringify('tok'));
    try {
      const call = { ...read('get-cust-datas'), url: `${window.location.origin}/app-api/mobile/get-cust-datas/` };
      const address = window.location.pathname + window.location.search;
      const setItem = vi.spyOn(localStorage, 'setItem');
      // The reads of one task (a page's first render) are written down together, in the next task.
      recordFirstCall(call);
      recordFirstCall({ ...call, url: `${window.location.origin}/app-api/mobile/get-contracts/` });
      recordFirstCall(call);
      expect(stored()).toBeNull();
      vi.advanceTimersByTime(0);
      expect(setItem.mock.calls.filter(([key]) => key === FIRST_CALLS_KEY)).toHaveLength(1);
      expect(stored()?.[address]).toEqual([
        call,
        { ...call, url: `${window.location.origin}/app-api/mobile/get-contracts/` },
        { preload: 'script', url: `${window.location.origin}/static/js/async/b.e8c417.js` },
      ]);
      entries.push(
        { name: `${window.location.origin}/static/js/async/cu.3c9d70.js`, startTime: 390 },
        { name: `${window.location.origin}/static/js/async/ob.ed02db.js`, startTime: 900 },
      );
      expect(observed).toEqual([]);
      vi.advanceTimersByTime(FILES_SETTLE_MS);
      expect(observed).toEqual(['largest-contentful-paint']);
      expect(stored()?.[address]?.slice(2)).toEqual([
        { preload: 'script', url: `${window.location.origin}/static/js/async/b.e8c417.js` },
        { preload: 'script', url: `${window.location.origin}/static/js/async/cu.3c9d70.js` },
      ]);
    } finally {
      script.remove();
      vi.useRealTimers();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });
});
