/* global document, window, MutationObserver, performance */
// The prerendered first paint of a fixed public page (scripts/prerender.mjs, docs/decisions/prerendered-first-paint.md).
// Browser code: the prerender minifies this file into dist/static/js/first-paint.<hash>.js, and every page written
// with a snapshot of its body gets `<div id="first-paint" inert>…</div>` before `<div id="root">` and this script.
//
// The snapshot is what the page looked like when the build rendered it: visible with the HTML, before any of the
// app's code has arrived, but inert (nothing in it can be focused, clicked or typed into: nothing typed is lost).
// The app renders into #root meanwhile, hidden by global.css (`#first-paint ~ #root`) and laid out, so that its
// measurements are right. This script swaps them, in one frame, when the app's page is there: <main> rendered and
// no longer busy, and nothing in #root a placeholder (`data-placeholder`: a skeleton, a part still loading; not one
// marked `below`, a part below the first screen that the build's snapshot waits for and the hand-over does not). The app
// shows its own page from then on, with the backend's data of the moment.
//
// Never stuck: after CAP_MS the app is shown whatever its state (a page that failed, a connection lost); global.css
// does the same with an animation of the same delay in case this script itself never arrives.
(function () {
  var CAP_MS = 20000;
  var BATCH = 4;
  var snapshot = null;
  var root = null;
  var frame = 0;
  var cap = 0;
  var observer = null;

  function release() {
    if (observer) observer.disconnect();
    window.clearTimeout(cap);
    if (frame) window.cancelAnimationFrame(frame);
    if (snapshot.parentNode) snapshot.parentNode.removeChild(snapshot);
  }

  function ready() {
    var main = root.querySelector('main');
    return !!main && main.firstElementChild !== null && main.getAttribute('aria-busy') !== 'true' && !root.querySelector('[data-placeholder]:not([data-placeholder="below"])');
  }

  // Checked before the next paint after a change: the frame that shows the app is the one that hides the snapshot.
  function check() {
    frame = 0;
    if (ready()) release();
  }

  // A visitor who chose English or Russian before and came to an address without a language prefix is taken to their
  // language by the app (applyStoredLanguage, src/app/index.tsx; the key is LANG_STORAGE_KEY): the Armenian snapshot
  // is not theirs.
  function anotherLanguageStored() {
    try {
      var stored = window.localStorage.getItem('lang');
      return (stored === 'en' || stored === 'ru') && document.documentElement.lang === 'hy' && !/^\/hy(\/|$)/.test(window.location.pathname);
    } catch {
      return false;
    }
  }

  // The page's own chunks (its route's code, its catalog, its stylesheets), preloaded once the snapshot is on screen
  // (docs/decisions/prerendered-first-paint.md "Chunks after the paint"). In the head they were fetched with the HTML,
  // beside the entry, the largest image and the fonts, all of which the first screen or the app needs first. A file
  // the app has asked for meanwhile (its script tag is there, or it has arrived) is not asked for twice.
  function preloadAfterPaint() {
    var tag = document.querySelector('script[data-preload]');
    if (!tag) return;
    var done = false;
    // What has arrived already: read once per batch, not once per file.
    function arrived() {
      return performance.getEntriesByType('resource').map(function (entry) {
        return new URL(entry.name).pathname;
      });
    }
    // A few per task: starting a request costs the main thread ~0.4 ms on a desktop (×4 and more on a phone), and the
    // page is on screen now, where one long task would block the visitor's first tap.
    function addSome(paths) {
      var fetched = arrived();
      paths.slice(0, BATCH).forEach(function (path) {
        if (fetched.indexOf(path) !== -1 || document.querySelector('script[src$="' + path + '"], link[href$="' + path + '"]')) return;
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = /\.css$/.test(path) ? 'style' : 'script';
        link.href = path;
        link.setAttribute('fetchpriority', 'low');
        document.head.appendChild(link);
      });
      if (paths.length > BATCH) {
        window.setTimeout(function () {
          addSome(paths.slice(BATCH));
        }, 0);
      }
    }
    function add() {
      if (done) return;
      done = true;
      var paths = [];
      try {
        paths = JSON.parse(tag.getAttribute('data-preload')) || [];
      } catch {
        return;
      }
      addSome(paths);
    }
    // After the frame that paints: a task queued from that frame's animation callback. A hidden tab paints no frame.
    window.requestAnimationFrame(function () {
      window.setTimeout(add, 0);
    });
    window.setTimeout(add, 1000);
  }

  function start() {
    preloadAfterPaint();
    snapshot = document.getElementById('first-paint');
    root = document.getElementById('root');
    if (!snapshot || !root) return;
    if (anotherLanguageStored()) {
      release();
      return;
    }
    observer = new MutationObserver(function () {
      if (!frame) frame = window.requestAnimationFrame(check);
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-placeholder', 'aria-busy'] });
    cap = window.setTimeout(release, CAP_MS);
    check();
  }

  // An async script in the head may run before the parser has reached the body.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
