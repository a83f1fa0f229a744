import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_STORAGE, FIRST_CALLS_KEY, SESSION_ACTIVITY_KEY, SESSION_TTL_MS } from '@/shared/config';
// @ts-expect-error plain ESM helper of the build (postbuild.mjs)
import { SHELL_EARLY_CALLS } from './shell-early-calls.mjs';

/** The early calls' script (early-calls.browser.js; docs/decisions/early-calls.md, signed-in-early-calls.md). */
const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'early-calls.browser.js'), 'utf8');

interface Made {
  method: string;
  url: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  json?: string;
}

/** Runs the script as the tag with `attributes` (document.currentScript); the requests it made (`respond` answers each). */
function run(attributes: Record<string, string>, respond = () => Promise.resolve(new Response('{}'))) {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(tag);
  const fetched = vi.fn((_url: string, _init: RequestInit) => respond());
  vi.stubGlobal('fetch', fetched);
  // No time passes while it runs: every request in the script's own task (the test below lets time pass).
  if (!vi.isMockFunction(performance.now)) vi.spyOn(performance, 'now').mockReturnValue(0);
  new Function(source)();
  return fetched;
}

const ORIGIN = window.location.origin;
const PROFILE = { method: 'POST', url: `${ORIGIN}/app-api/mobile/get-contracts/`, json: '{}', headers: { Language: 'am', Scope: 'web', 'Content-Type': 'application/json' }, auth: true };
const FORM = { method: 'GET', url: `${ORIGIN}/app-api/api/interface/form/4301?`, headers: { Language: 'am', Scope: 'web' }, auth: true };
const HEADER = { method: 'POST', url: `${ORIGIN}/content-api/header/`, form: { lang: 'am' } };
const address = () => window.location.pathname + window.location.search;

function signedIn({ activityAgo = 60_000, token = 'tok-1', calls = [PROFILE, FORM, HEADER] as object[] } = {}) {
  localStorage.setItem(CUSTOMER_STORAGE.token.key, JSON.stringify(token));
  localStorage.setItem(SESSION_ACTIVITY_KEY, JSON.stringify(Date.now() - activityAgo));
  localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ [address()]: calls, '/profile/claims': [{ ...PROFILE, url: `${ORIGIN}/app-api/mobile/claim/get-list` }] }));
}

describe('early-calls.browser.js on a shell (the reads of the address\'s last load)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.__earlyCalls;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    delete window.__earlyCalls;
  });

  it('its attributes name the app\'s own storage keys and session length', () => {
    expect(SHELL_EARLY_CALLS).toEqual({
      'data-first-calls': FIRST_CALLS_KEY,
      'data-token': CUSTOMER_STORAGE.token.key,
      'data-activity': SESSION_ACTIVITY_KEY,
      'data-ttl': String(SESSION_TTL_MS),
    });
  });

  it('makes this address\'s reads at once, with the token in storage, at fetch\'s default priority, and keeps them for the app', () => {
    signedIn();
    const fetched = run(SHELL_EARLY_CALLS);
    expect(fetched.mock.calls.map(([url, init]) => [url, init.method, init.headers, init.priority])).toEqual([
      [PROFILE.url, 'POST', { ...PROFILE.headers, Authorization: 'tok-1' }, undefined],
      [FORM.url, 'GET', { ...FORM.headers, Authorization: 'tok-1' }, undefined],
      [HEADER.url, 'POST', {}, undefined],
    ]);
    expect(fetched.mock.calls[0]?.[1].body).toBe('{}');
    expect(fetched.mock.calls[1]?.[1].body).toBeUndefined();
    expect([...(fetched.mock.calls[2]?.[1].body as FormData).entries()]).toEqual([['lang', 'am']]);
    const kept = (window.__earlyCalls ?? []) as Made[];
    expect(kept.map(({ method, url, headers }) => ({ method, url, headers }))).toEqual([
      { method: 'POST', url: PROFILE.url, headers: { ...PROFILE.headers, Authorization: 'tok-1' } },
      { method: 'GET', url: FORM.url, headers: { ...FORM.headers, Authorization: 'tok-1' } },
      { method: 'POST', url: HEADER.url, headers: undefined },
    ]);
  });

  it.each([
    { name: 'a visitor (no token)', prepare: () => signedIn({ token: '' }) },
    { name: 'a session past its length', prepare: () => signedIn({ activityAgo: SESSION_TTL_MS + 1 }) },
    { name: 'no session activity known', prepare: () => (signedIn(), localStorage.removeItem(SESSION_ACTIVITY_KEY)) },
    { name: 'an address never loaded before', prepare: () => signedIn({ calls: [] }) },
    { name: 'storage that is not JSON', prepare: () => (signedIn(), localStorage.setItem(FIRST_CALLS_KEY, '{"a":')) },
  ])('makes nothing for $name', ({ prepare }) => {
    prepare();
    expect(run(SHELL_EARLY_CALLS)).not.toHaveBeenCalled();
  });

  it('preloads the code files of the address\'s last load (default priority, this origin only) and fetches none of them', () => {
    const chunk = { preload: 'script', url: `${ORIGIN}/static/js/async/wire.bd8da2f.js` };
    const style = { preload: 'style', url: `${ORIGIN}/static/css/async/pv.2a0135e.css` };
    signedIn({ calls: [PROFILE, chunk, style, { preload: 'script', url: 'https://evil.example/static/js/async/x.js' }] });
    const fetched = run(SHELL_EARLY_CALLS);
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([PROFILE.url]);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[data-early]')];
    expect(links.map((link) => [link.rel, link.as, link.href, link.getAttribute('fetchpriority')])).toEqual([
      ['preload', 'script', chunk.url, null],
      ['preload', 'style', style.url, null],
    ]);
    for (const link of links) link.remove();
  });

  it('starts the browser\'s number formatting in a task of its own, for a signed-in customer only', () => {
    vi.useFakeTimers();
    try {
      const started = vi.spyOn(Intl, 'NumberFormat');
      signedIn();
      run(SHELL_EARLY_CALLS);
      expect(started).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(started).toHaveBeenCalledTimes(1);

      started.mockClear();
      localStorage.clear();
      run(SHELL_EARLY_CALLS);
      vi.runAllTimers();
      expect(started).not.toHaveBeenCalled();

      signedIn({ activityAgo: SESSION_TTL_MS + 1 });
      run(SHELL_EARLY_CALLS);
      vi.runAllTimers();
      expect(started).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes its requests in tasks of about 4 ms, in their order, and starts the number formatting after the last', () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => now);
      const started = vi.spyOn(Intl, 'NumberFormat');
      const calls = [PROFILE, FORM, HEADER, { ...PROFILE, url: `${ORIGIN}/app-api/mobile/get-dept/` }, { ...PROFILE, url: `${ORIGIN}/app-api/mobile/claim/get-list` }];
      signedIn({ calls });
      // Each request takes 3 ms, as with a trace running on the bench's host.
      const fetched = run(SHELL_EARLY_CALLS, () => {
        now += 3;
        return Promise.resolve(new Response('{}'));
      });
      // 0 → 3 ms, 3 → 6 ms: over 4 ms after the second, the rest waits for the next task.
      expect(fetched.mock.calls.map(([url]) => url)).toEqual([PROFILE.url, FORM.url]);
      // Every call is listed for the app already: one it takes before its turn is sent then, once, not made twice.
      expect(window.__earlyCalls?.map((call) => call.url)).toEqual(calls.map((call) => call.url));
      const header = window.__earlyCalls?.find((call) => call.url === HEADER.url);
      header?.send?.();
      header?.send?.();
      expect(fetched.mock.calls.map(([url]) => url)).toEqual([PROFILE.url, FORM.url, HEADER.url]);
      vi.advanceTimersToNextTimer();
      // The header went already: the next task makes the two after it (3 ms each).
      expect(fetched.mock.calls.map(([url]) => url)).toEqual([PROFILE.url, FORM.url, HEADER.url, `${ORIGIN}/app-api/mobile/get-dept/`, `${ORIGIN}/app-api/mobile/claim/get-list`]);
      expect(started).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(fetched.mock.calls.map(([url]) => url)).toEqual(calls.map((call) => call.url));
      expect(started).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never calls another origin (the token stays home)', () => {
    signedIn({ calls: [{ ...PROFILE, url: 'https://evil.example/app-api/mobile/get-contracts/' }, FORM] });
    expect(run(SHELL_EARLY_CALLS).mock.calls.map(([url]) => url)).toEqual([FORM.url]);
  });
});

describe('early-calls.browser.js on a shell, for a slug route (data-routes: scripts/slug-pages.mjs)', () => {
  const NEWS = {
    route: '/news/$slug',
    files: ['/static/js/async/n.635173.js', '/static/css/async/j.ba8cd2.css'],
    calls: [
      { url: '/content-api/news/details/', form: { lang: 'en', pid: '{slug}' } },
      { url: '/content-api/header/', form: { lang: 'en' } },
    ],
  };
  const PRODUCT = {
    route: '/services/$type/$categoryId/$productId',
    lookups: [{ by: 'categoryId', table: { '15': { type: 'corporate', groupCharid: 'cargo' }, '1': { type: 'personal', groupCharid: 'car' } } }],
    files: [],
    calls: [
      { method: 'GET', url: '/app-api/x/{type}/{productId}?group={categoryId}&q=1', headers: { Scope: 'web' } },
      { url: '/app-api/y/', json: '{"id":"{productId}","n":1}', headers: { 'Content-Type': 'application/json' } },
      { url: '/content-api/prod/details/', form: { charid: '{productId}', parentcharid: '{groupCharid}', type: '{type}' } },
    ],
  };
  const at = (path: string) => window.history.replaceState(null, '', path);
  const tagFor = (routes: object[]) => ({ ...SHELL_EARLY_CALLS, 'data-routes': JSON.stringify(routes) });
  beforeEach(() => {
    localStorage.clear();
    delete window.__earlyCalls;
    document.documentElement.lang = 'en';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    delete window.__earlyCalls;
    for (const link of document.head.querySelectorAll('link[data-early]')) link.remove();
    document.documentElement.lang = '';
    at('/');
  });

  it('on an item\'s address, for a visitor: preloads the route\'s files at low priority and makes its calls with the address\'s parameters', () => {
    at('/en/news/a%20b%C3%A9');
    const fetched = run(tagFor([PRODUCT, NEWS]));
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([`${ORIGIN}/content-api/news/details/`, `${ORIGIN}/content-api/header/`]);
    expect([...(fetched.mock.calls[0]?.[1].body as FormData).entries()]).toEqual([['lang', 'en'], ['pid', 'a bé']]);
    expect(fetched.mock.calls[0]?.[1].headers).toEqual({});
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[data-early]')];
    expect(links.map((link) => [link.as, new URL(link.href).pathname, link.getAttribute('fetchpriority')])).toEqual([
      ['script', NEWS.files[0], 'low'],
      ['style', NEWS.files[1], 'low'],
    ]);
    expect(((window.__earlyCalls ?? []) as Made[]).map(({ url, form }) => [url, form])).toEqual([
      [`${ORIGIN}/content-api/news/details/`, { lang: 'en', pid: 'a bé' }],
      [`${ORIGIN}/content-api/header/`, { lang: 'en' }],
    ]);
  });

  it('puts each parameter in a whole path segment, a query value and a JSON string, encoded where it goes into the address', () => {
    at('/en/services/corporate/15/cargo%2Fx');
    const fetched = run(tagFor([NEWS, PRODUCT]));
    expect(fetched.mock.calls.slice(0, 2).map(([url, init]) => [url, init.method, init.body ?? null])).toEqual([
      [`${ORIGIN}/app-api/x/corporate/cargo%2Fx?group=15&q=1`, 'GET', null],
      [`${ORIGIN}/app-api/y/`, 'POST', '{"id":"cargo/x","n":1}'],
    ]);
  });

  it('looks up what the route derives from the address (a product\'s group charid); an address the lookup refuses is on no route', () => {
    at('/en/services/personal/1/kasko');
    const fetched = run(tagFor([PRODUCT]));
    expect([...(fetched.mock.calls[2]?.[1].body as FormData).entries()]).toEqual([['charid', 'kasko'], ['parentcharid', 'car'], ['type', 'personal']]);
    for (const path of ['/en/services/corporate/1/kasko', '/en/services/personal/7/kasko', '/en/services/personal/hasOwnProperty/kasko']) {
      vi.restoreAllMocks();
      at(path);
      expect(run(tagFor([PRODUCT])), path).not.toHaveBeenCalled();
    }
  });

  it('on no route of the table (another page, another depth, the list itself), nothing', () => {
    for (const path of ['/en/news', '/en/news/a/b', '/en/blog/a', '/en/contacts']) {
      at(path);
      expect(run(tagFor([NEWS, PRODUCT])), path).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
    expect(document.head.querySelectorAll('link[data-early]')).toHaveLength(0);
  });

  it('a signed-in customer with a list for the address gets that list, not the route\'s table; without one, the table', () => {
    at('/en/news/some-item');
    signedIn({ calls: [HEADER] });
    expect(run(tagFor([NEWS])).mock.calls.map(([url]) => url)).toEqual([HEADER.url]);
    vi.restoreAllMocks();
    localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ '/en/profile': [PROFILE] }));
    expect(run(tagFor([NEWS])).mock.calls.map(([url]) => url)).toEqual([`${ORIGIN}/content-api/news/details/`, `${ORIGIN}/content-api/header/`]);
  });

  it('a portal route (postbuild.mjs PORTAL_ROUTES): its files, at the default priority, only with a live session and no list for the address', () => {
    const PAYMENT = { route: '/profile/payment/$referral', signedIn: true, files: ['/static/js/async/pay.1.js', '/static/css/async/pay.2.css'], calls: [] };
    const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-early]')].map((link) => [link.as, new URL(link.href).pathname, link.getAttribute('fetchpriority')]);
    // A visitor (the app sends them to the sign-in page): nothing.
    at('/en/profile/payment/appa/?orderID=o-1&status=success');
    expect(run(tagFor([NEWS, PAYMENT]))).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
    vi.restoreAllMocks();
    // Signed in, back from the bank at an address never loaded before: the route's files, no call.
    signedIn({ calls: [HEADER] });
    localStorage.setItem(FIRST_CALLS_KEY, JSON.stringify({ '/en/profile/3152': [PROFILE] }));
    expect(run(tagFor([NEWS, PAYMENT]))).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([
      ['script', PAYMENT.files[0], null],
      ['style', PAYMENT.files[1], null],
    ]);
    vi.restoreAllMocks();
    // A session that has ended counts as none.
    for (const link of document.head.querySelectorAll('link[data-early]')) link.remove();
    signedIn({ activityAgo: 31 * 60_000 });
    localStorage.removeItem(FIRST_CALLS_KEY);
    run(tagFor([PAYMENT]));
    expect(preloaded()).toEqual([]);
  });
});

describe('early-calls.browser.js on a prerendered page (its calls in the tag)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete window.__earlyCalls;
  });

  it('makes the listed calls at the default priority, without any token, even with a customer signed in', () => {
    signedIn();
    const fetched = run({ 'data-calls': JSON.stringify([HEADER, { url: '/app-api/mobile/interface/get-popup-input-list/public/', json: '{"TABID":4402}', headers: { Language: 'en' } }]) });
    expect(fetched.mock.calls.map(([url, init]) => [url, init.method, init.headers, init.priority])).toEqual([
      [HEADER.url, 'POST', {}, undefined],
      [`${ORIGIN}/app-api/mobile/interface/get-popup-input-list/public/`, 'POST', { Language: 'en' }, undefined],
    ]);
    localStorage.clear();
  });

  it('leaves the number formatting to the app: a prerendered page paints before it runs', () => {
    vi.useFakeTimers();
    try {
      const started = vi.spyOn(Intl, 'NumberFormat');
      signedIn();
      run({ 'data-calls': JSON.stringify([HEADER]) });
      vi.runAllTimers();
      expect(started).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      localStorage.clear();
    }
  });
});
