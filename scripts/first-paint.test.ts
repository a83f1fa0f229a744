import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The prerendered first paint's swap (first-paint.browser.js; docs/decisions/prerendered-first-paint.md). */
const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'first-paint.browser.js'), 'utf8');
const run = () => new Function(source)();

/** A prerendered page: the snapshot, then the app's root in the state `rootHtml`. */
function page(rootHtml: string) {
  document.body.innerHTML = `<div id="first-paint" inert><main><h1>Contacts</h1></main></div><div id="root">${rootHtml}</div>`;
  return document.getElementById('root')!;
}

const snapshot = () => document.getElementById('first-paint');
/** The microtask of the mutation observer, then the frame it asked for. */
const nextFrame = () => vi.advanceTimersByTimeAsync(20);

describe('first-paint.browser.js', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps the snapshot while the app has no page yet, while <main> is busy and while anything is a placeholder', async () => {
    const root = page('');
    run();
    await nextFrame();
    expect(snapshot()).not.toBeNull();

    root.innerHTML = '<header></header><main aria-busy="true"><div data-placeholder=""></div></main>';
    await nextFrame();
    expect(snapshot()).not.toBeNull();

    // The router has the page; its data is still on the way.
    const main = root.querySelector('main')!;
    main.removeAttribute('aria-busy');
    main.innerHTML = '<h1>Contacts</h1><div data-placeholder=""></div>';
    await nextFrame();
    expect(snapshot()).not.toBeNull();

    // A placeholder outside <main> (the header's menu) holds it as well.
    main.innerHTML = '<h1>Contacts</h1><p>Offices</p>';
    root.querySelector('header')!.innerHTML = '<nav><div data-placeholder=""></div></nav>';
    await nextFrame();
    expect(snapshot()).not.toBeNull();

    root.querySelector('header')!.innerHTML = '<nav><a href="/faq">FAQ</a></nav>';
    await nextFrame();
    expect(snapshot()).toBeNull();
    expect(document.querySelector('#root h1')?.textContent).toBe('Contacts');
  });

  it('does not wait for a part below the first screen (`data-placeholder="below"`), which only the build\'s snapshot waits for', async () => {
    const root = page('<header></header><main><h1>Contacts</h1><div data-placeholder="below"></div><div data-placeholder=""></div></main>');
    run();
    await nextFrame();
    expect(snapshot()).not.toBeNull();
    root.querySelector('main [data-placeholder=""]')!.remove();
    await nextFrame();
    expect(snapshot()).toBeNull();
  });

  it('hands over at once when the app is there already when it runs', async () => {
    page('<header></header><main><h1>Contacts</h1></main>');
    run();
    expect(snapshot()).toBeNull();
  });

  it('hands over after 20 s whatever the state of the app (a page that never completes is not hidden for ever)', async () => {
    page('<header></header><main aria-busy="true"><div data-placeholder=""></div></main>');
    run();
    await vi.advanceTimersByTimeAsync(19_900);
    expect(snapshot()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(snapshot()).toBeNull();
  });

  it('gives way at once to a visitor who chose English or Russian and came to an Armenian address without a prefix', async () => {
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'hy';
    window.localStorage.setItem('lang', 'en');
    window.history.replaceState(null, '', '/contacts');
    page('');
    run();
    expect(snapshot()).toBeNull();

    // An explicit /hy/ address is Armenian whatever was chosen before; so is any address for a visitor who chose Armenian.
    window.history.replaceState(null, '', '/hy/contacts');
    page('');
    run();
    expect(snapshot()).not.toBeNull();
    window.localStorage.setItem('lang', 'hy');
    window.history.replaceState(null, '', '/contacts');
    page('');
    run();
    expect(snapshot()).not.toBeNull();
    window.localStorage.removeItem('lang');
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = lang;
  });

  it('does nothing on a page without a snapshot', async () => {
    document.body.innerHTML = '<div id="root"><main><h1>News</h1></main></div>';
    expect(() => run()).not.toThrow();
    await nextFrame();
    expect(document.querySelector('#root h1')).not.toBeNull();
  });
  describe("the page's chunks (data-preload)", () => {
    const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')} ${link.getAttribute('fetchpriority')}`);
    const withChunks = (paths: string[]) => {
      const tag = document.createElement('script');
      tag.dataset.preload = JSON.stringify(paths);
      document.head.append(tag);
      return tag;
    };
    afterEach(() => {
      document.head.querySelectorAll('link[rel="preload"], script[data-preload], script[src]').forEach((element) => element.remove());
    });

    it('asks for them at low priority only once a frame has painted, not with the HTML', async () => {
      withChunks(['/static/js/async/a.1.js', '/static/css/async/b.2.css']);
      page('');
      run();
      expect(preloads()).toEqual([]);
      await nextFrame();
      expect(preloads()).toEqual(['script /static/js/async/a.1.js low', 'style /static/css/async/b.2.css low']);
      // Once: the fallback timer adds nothing more.
      await vi.advanceTimersByTimeAsync(2_000);
      expect(preloads()).toHaveLength(2);
    });

    it('adds them four per task (starting a request costs the main thread; the page is on screen)', async () => {
      const paths = Array.from({ length: 10 }, (_, index) => `/static/js/async/p${index}.js`);
      withChunks(paths);
      page('');
      run();
      await vi.advanceTimersByTimeAsync(16);
      await vi.advanceTimersToNextTimerAsync();
      expect(preloads()).toHaveLength(4);
      await vi.advanceTimersToNextTimerAsync();
      expect(preloads()).toHaveLength(8);
      await vi.advanceTimersToNextTimerAsync();
      expect(preloads().map((line) => line.split(' ')[1])).toEqual(paths);
    });

    it('does not ask again for a file the app has asked for meanwhile', async () => {
      withChunks(['/static/js/async/a.1.js', '/static/js/async/c.3.js']);
      // The app's chunk loader has put its tag in (markup inserted this way is not loaded by the test's DOM).
      document.head.insertAdjacentHTML('beforeend', '<script src="https://www.example.am/static/js/async/a.1.js"></script>');
      page('');
      run();
      await nextFrame();
      expect(preloads()).toEqual(['script /static/js/async/c.3.js low']);
    });

    it('asks for them after a second in a tab that paints no frame', async () => {
      withChunks(['/static/js/async/a.1.js']);
      const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      page('');
      run();
      await vi.advanceTimersByTimeAsync(900);
      expect(preloads()).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      expect(preloads()).toEqual(['script /static/js/async/a.1.js low']);
      frames.mockRestore();
    });
  });
});
