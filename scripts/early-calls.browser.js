/* global document, window, performance, fetch, FormData, localStorage, location */
// The calls a page makes on load, made at once while the app's code still loads (docs/decisions/early-calls.md).
// Browser code: the build minifies this file into dist/static/js/early-calls.<hash>.js.
//
// - A prerendered page (scripts/prerender.mjs) lists its calls in the tag:
//   `<script async src="…" data-calls='[{"url":…,"form":{…}}]'>`: its content calls (POST multipart,
//   public-site.md §7, which `<link rel="preload" as="fetch">` cannot make: GET only) and its public application
//   calls (a JSON POST with its headers).
// - The shells (the signed-in pages: scripts/postbuild.mjs) name the storage instead (its lists also hold the code
//   files the address's last load fetched, preloaded here):
//   `<script async src="…" data-first-calls="firstCalls" data-token="token" data-activity="sessionActivity"
//   data-ttl="1800000">`: the reads this address made on its last load, as the app wrote them down
//   (src/shared/api/first-calls.ts; docs/decisions/signed-in-early-calls.md), made again with the token in storage,
//   only while the session is alive (its last use within the TTL), never for a visitor.
//   Where the address has no such list (a visitor, a first visit), `data-routes` is the build's table of the slug
//   routes (scripts/slug-pages.mjs: a news item, a blog post, a product page; and, for a signed-in customer, the
//   portal's routes: postbuild.mjs PORTAL_ROUTES, their code files only): for an address on one of them, the
//   route's code files and its calls, the address's parameters (and the values the route looks up from them) put in
//   for their placeholders (`{slug}`).
//
// Each is the exact request the app would make (method, address, form fields or body, headers, the browser's own
// credentials mode). The app's HTTP layer (src/shared/api/early-calls.ts) takes the answer instead of asking again,
// once, and only when its call is identical. Nothing from the build or the last visit is shown: the backend answers
// these calls now, as it would answer the app.
(function () {
  // A call of the routes' table with the address's parameters put in for its placeholders (`{slug}`): a whole path
  // segment or query value (encoded), a whole form field, a JSON string (slug-pages.mjs `generalizeCall`, reversed).
  function filled(call, params) {
    function fill(value, encode) {
      var name = /^\{(\w+)\}$/.exec(value);
      return name && name[1] in params ? (encode ? encodeURIComponent(params[name[1]]) : params[name[1]]) : value;
    }
    var parts = call.url.split('?');
    var url = parts[0]
      .split('/')
      .map(function (segment) {
        return fill(segment, true);
      })
      .join('/');
    if (parts.length > 1) {
      url +=
        '?' +
        parts
          .slice(1)
          .join('?')
          .split('&')
          .map(function (pair) {
            var equals = pair.indexOf('=');
            return equals < 0 ? pair : pair.slice(0, equals + 1) + fill(pair.slice(equals + 1), true);
          })
          .join('&');
    }
    var copy = { method: call.method, url: url, headers: call.headers };
    if (call.form) {
      copy.form = {};
      for (var field in call.form) copy.form[field] = fill(call.form[field], false);
    }
    if (typeof call.json === 'string') {
      copy.json = call.json;
      for (var name in params) copy.json = copy.json.split(JSON.stringify('{' + name + '}')).join(JSON.stringify(params[name]));
    }
    return copy;
  }

  // The calls and files of the slug route this address is on (`data-routes`), its parameters put in; none when it is
  // on none. The path without the shell's language prefix, as the build's routes are written. A portal route's entry
  // (`signedIn`: its code files, no calls) counts only with a live session, and its files go at the default priority
  // like an address's own list (a signed-in page paints nothing before its code); a slug route's go at low priority.
  function routeCalls(routes, signedIn) {
    var lang = document.documentElement.lang;
    var path = location.pathname.split('/').filter(Boolean);
    if (path[0] === lang) path.shift();
    for (var index = 0; index < routes.length; index += 1) {
      var want = routes[index].route.split('/').filter(Boolean);
      if (want.length !== path.length || (routes[index].signedIn && !signedIn)) continue;
      var params = {};
      var matched = true;
      for (var at = 0; at < want.length && matched; at += 1) {
        if (want[at].charAt(0) === '$') {
          try {
            params[want[at].slice(1)] = decodeURIComponent(path[at]);
          } catch {
            matched = false;
          }
        } else matched = want[at] === path[at];
      }
      // The route's lookups (slug-pages.mjs `paramsOf`): a row keyed by a parameter; its fields must equal the
      // parameters of their name, the others become parameters; no row, no route.
      var lookups = routes[index].lookups || [];
      for (var step = 0; step < lookups.length && matched; step += 1) {
        var table = lookups[step].table;
        var row = Object.prototype.hasOwnProperty.call(table, params[lookups[step].by]) ? table[params[lookups[step].by]] : null;
        if (!row) matched = false;
        for (var column in row) {
          if (column in params && params[column] !== row[column]) matched = false;
          else params[column] = row[column];
        }
      }
      if (!matched) continue;
      var low = !routes[index].signedIn;
      return routes[index].files
        .map(function (file) {
          return { preload: /\.css$/.test(file) ? 'style' : 'script', url: file, low: low };
        })
        .concat(
          routes[index].calls.map(function (call) {
            return filled(call, params);
          }),
        );
    }
    return [];
  }

  var script = document.currentScript;
  if (!script) return;
  var calls;
  var token = null;
  try {
    var key = script.getAttribute('data-first-calls');
    if (key) {
      token = JSON.parse(localStorage.getItem(script.getAttribute('data-token')) || 'null');
      var activity = Number(JSON.parse(localStorage.getItem(script.getAttribute('data-activity')) || '0'));
      var ttl = Number(script.getAttribute('data-ttl'));
      if (typeof token !== 'string' || token === '' || !(activity > 0) || !(Date.now() - activity < ttl)) token = null;
      else calls = (JSON.parse(localStorage.getItem(key) || '{}') || {})[location.pathname + location.search];
      if (!calls) calls = routeCalls(JSON.parse(script.getAttribute('data-routes') || '[]'), token !== null);
    } else {
      calls = JSON.parse(script.getAttribute('data-calls') || '[]');
    }
  } catch {
    return;
  }
  if (!Array.isArray(calls)) return;
  var store = (window.__earlyCalls = window.__earlyCalls || []);
  // Each call's step: listed for the app at once (below), made in its turn. Returns the function that makes it.
  function plan(call) {
    var method = call.method === 'GET' ? 'GET' : 'POST';
    var url = new URL(call.url, document.baseURI);
    // Only the product's own origin (`connect-src 'self'`; the token never leaves for another).
    if (url.origin !== location.origin) return null;
    // A code file of the address's last load (its route's chunks, first-calls.ts `RecordedFile`): preloaded, so the
    // chunks that came in waves come with the HTML. At the default priority, as the shell's entry scripts are
    // (postbuild.mjs): a signed-in page paints nothing before its code has run, and Chrome holds low-priority requests
    // back while others are in flight (docs/decisions/signed-in-early-calls.md, "Priorities").
    if (call.preload === 'script' || call.preload === 'style') {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = call.preload;
      link.href = url.href;
      link.setAttribute('data-early', '');
      if (call.low) link.setAttribute('fetchpriority', 'low');
      return function () {
        document.head.appendChild(link);
      };
    }
    var headers = {};
    for (var name in call.headers || {}) headers[name] = call.headers[name];
    if (call.auth) headers.Authorization = token;
    // A content call is a form; an application call a JSON body (a GET none) with its headers.
    var body = method === 'GET' ? undefined : call.json;
    if (call.form) {
      body = new FormData();
      for (var field in call.form) body.append(field, call.form[field]);
    }
    // Fetch's default priority (high), like the code files above: at low priority Chrome held them back behind the fonts.
    var init = { method: method, body: body, headers: headers, credentials: 'same-origin' };
    var answer;
    var entry = {
      method: method,
      url: url.href,
      form: call.form,
      json: call.json,
      headers: call.form ? call.headers : headers,
      at: performance.now(),
      response: new Promise(function (resolve) {
        answer = resolve;
      }),
      // Makes the request, once: in its turn below, or at once when the app takes the call before its turn
      // (src/shared/api/early-calls.ts).
      send: function () {
        if (!answer) return;
        var resolve = answer;
        answer = null;
        entry.at = performance.now();
        // A failed exchange (no network) lets the app try itself; the promise never rejects unhandled.
        resolve(
          fetch(url.href, init).catch(function () {
            return null;
          }),
        );
      },
    };
    store.push(entry);
    return entry.send;
  }
  // The first number or date a page formats starts the browser's ICU: ~9 ms of main thread on the bench's host,
  // whatever the language, then ~0.1 ms for each formatter after it. The signed-in pages format before their largest
  // paint (the overview's amounts and counts, a payment's sum). Done here, in a task of its own after the calls have
  // left, it runs while the app's code still downloads, when the main thread has nothing else to do
  // (docs/decisions/signed-in-early-calls.md).
  function startNumberFormatting() {
    try {
      new Intl.NumberFormat().format(0);
    } catch {
      // Formatting starts it later, as it did before.
    }
  }
  // Every call is listed for the app first, in this task: an app that starts before the last of the tasks below (its
  // code in the browser's cache, a slow phone) finds each call and waits for it, rather than making it a second time
  // and leaving the early one unanswered (docs/decisions/signed-in-early-calls.md, "In short tasks").
  var steps = [];
  for (var index = 0; index < calls.length; index += 1) {
    var step = plan(calls[index]);
    if (step) steps.push(step);
  }
  // The calls and preloads in tasks of about 4 ms, in their order. Each request costs the main thread: ~3 ms on the
  // bench's host with a trace running (DevTools, Lighthouse), where a signed-in page's 30 made in one task were one
  // 46–80 ms task before the app's own scripts could run (docs/decisions/signed-in-early-calls.md, "In short tasks").
  var next = 0;
  function makeSome() {
    var began = performance.now();
    while (next < steps.length) {
      steps[next]();
      next += 1;
      if (next < steps.length && performance.now() - began >= 4) {
        setTimeout(makeSome, 0);
        return;
      }
    }
    if (token) setTimeout(startNumberFormatting, 0);
  }
  makeSome();
})();
