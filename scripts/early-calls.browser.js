/* global document, window, performance, fetch, FormData */
// The early content calls of a prerendered page (scripts/prerender.mjs, docs/decisions/early-calls.md).
// Browser code: the prerender minifies this file into dist/static/js/early-calls.<hash>.js and every prerendered
// page that makes content calls on load gets `<script async src="…" data-calls='[{"url":…,"form":{…}}]'>`.
//
// (An application call, the calculators' public form, is a JSON POST: made with its body and headers.)
// The content client's calls are POST multipart (public-site.md §7), which `<link rel="preload" as="fetch">` cannot
// make (GET only), so this script makes them: the exact request the app would make (same address, same form
// fields, the browser's own credentials mode) at once, while the entry and the page's chunks still load. The app's
// HTTP layer (src/shared/api/early-calls.ts) takes the answer instead of asking again, once, and only when its call
// is identical. Nothing from the build is shown: the backend answers these calls now, as it would answer the app.
(function () {
  var script = document.currentScript;
  var calls;
  try {
    calls = JSON.parse((script && script.getAttribute('data-calls')) || '[]');
  } catch {
    return;
  }
  var store = (window.__earlyCalls = window.__earlyCalls || []);
  for (var index = 0; index < calls.length; index += 1) {
    var call = calls[index];
    // A content call is a form; an application call (public, no token) a JSON body with its headers.
    var body = call.json;
    if (call.form) {
      body = new FormData();
      for (var key in call.form) body.append(key, call.form[key]);
    }
    store.push({
      url: new URL(call.url, document.baseURI).href,
      form: call.form,
      json: call.json,
      headers: call.headers,
      at: performance.now(),
      // A failed exchange (no network) lets the app try itself; the promise never rejects unhandled.
      response: fetch(call.url, { method: 'POST', body: body, headers: call.headers || {}, credentials: 'same-origin' }).catch(function () {
        return null;
      }),
    });
  }
})();
