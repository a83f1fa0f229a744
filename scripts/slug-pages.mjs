// The slug pages' early files and calls (docs/decisions/early-calls.md, "Slug pages").
//
// A news item, a blog post, a product page, a company section or a customer's story has no prerendered page (its
// address is the backend's, not the build's): the language's shell serves it, and its route's code files and its
// content calls left only once the entry had run, one more wave on a slow link. The build's prerender opens three
// items of each route below (found as links on the route's list page, which it renders anyway) and writes down what
// each needed before it was complete: the code files and the calls. What all of them needed, with the address's
// parameters as placeholders (`{slug}`) where the calls differ by it (commonPart), is the route's table, written into
// the language's shell for its early script (scripts/early-calls.browser.js `data-routes`), which matches the address
// against it at once, with the HTML.
//
// Plain ESM: the prerender and postbuild use it, the unit test holds it.

/**
 * The routes (language-free, TanStack's `$param` segments), the fixed page that lists their items and, where the app
 * shapes a call from a value it looks up in its own tables rather than from the address, that lookup (`lookups`: the
 * row of `table` keyed by the parameter `by`; a field of the row that is a parameter must equal it, any other becomes
 * a parameter; an address without a row is on no route, as the app then makes no such call).
 * @param {{ id: number, type: string, charid: string }[]} serviceGroups the app's SERVICE_GROUPS (src/shared/config)
 */
export function slugPages(serviceGroups) {
  return [
    { route: '/news/$slug', list: '/news' },
    { route: '/blog/$slug', list: '/blog' },
    // The company's sections and groups (the company page links them all), and the customers' stories.
    { route: '/company/about/$section', list: '/company' },
    { route: '/company/$type', list: '/company' },
    { route: '/customers/$slug', list: '/customers' },
    {
      route: '/services/$type/$categoryId/$productId',
      list: '/services',
      // The product's `/prod/details/` (entities/product productDetailsPayload): parentcharid is its group's charid,
      // looked up from categoryId, and the group's side is the address's type.
      lookups: [{ by: 'categoryId', table: Object.fromEntries(serviceGroups.map((group) => [String(group.id), { type: group.type, groupCharid: group.charid }])) }],
    },
  ];
}

/** Where the prerender leaves the tables, per language, for postbuild (nginx never serves /_pages/ itself). */
export const SLUG_PAGES_FILE = '_pages/slug-pages.json';

const segments = (path) => path.split('/').filter(Boolean);

const decode = (segment) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The parameters of a language-free `path` (no query) on `route`, decoded, or null when it is not one of its
 * addresses. Mirrors the early script's match.
 * @returns {Record<string, string> | null}
 */
export function matchRoute(route, path) {
  const want = segments(route);
  const have = segments(path);
  if (want.length !== have.length) return null;
  const params = {};
  for (let index = 0; index < want.length; index += 1) {
    if (want[index].startsWith('$')) {
      const value = decode(have[index]);
      if (!value) return null;
      params[want[index].slice(1)] = value;
    } else if (want[index] !== have[index]) return null;
  }
  return params;
}

/**
 * The parameters of a language-free `path` on a slug page's route with its lookups applied (the early script does the
 * same), or null when it is on none.
 * @returns {Record<string, string> | null}
 */
export function paramsOf(page, path) {
  const params = matchRoute(page.route, path);
  if (!params) return null;
  for (const { by, table } of page.lookups ?? []) {
    const row = Object.hasOwn(table, params[by]) ? table[params[by]] : null;
    if (!row) return null;
    for (const [name, value] of Object.entries(row)) {
      if (name in params && params[name] !== value) return null;
      params[name] = value;
    }
  }
  return params;
}

/** The language-free address of `route` with `params` (encoded). */
export const addressOf = (route, params) =>
  route
    .split('/')
    .map((segment) => (segment.startsWith('$') ? encodeURIComponent(params[segment.slice(1)]) : segment))
    .join('/');

/** How many items of a route the prerender opens. */
export const SAMPLES = 3;

/**
 * `SAMPLES` items of `route` among the addresses a list page links to (language prefix already taken off): the first,
 * then each time the one that differs most from those taken (in the number of parameters that differ), so that what
 * depends on an item's data (a product group's charid, looked up from its id) does not look like the route's. Fewer
 * when the page lists fewer. An item whose parameters share a value (a product `cargo` of the group `cargo`) is not
 * taken: which placeholder stands for that value would be a guess.
 * @returns {Record<string, string>[]}
 */
export function pickSamples(page, paths) {
  const found = [];
  for (const path of paths) {
    const params = paramsOf(page, path.split(/[?#]/)[0]);
    if (!params || new Set(Object.values(params)).size < Object.keys(params).length) continue;
    if (!found.some((other) => JSON.stringify(other) === JSON.stringify(params))) found.push(params);
  }
  const taken = found.splice(0, 1);
  const distance = (params) => taken.reduce((sum, other) => sum + Object.keys(params).filter((name) => params[name] !== other[name]).length, 0);
  while (taken.length < SAMPLES && found.length) {
    const next = found.reduce((best, params) => (distance(params) > distance(best) ? params : best));
    taken.push(...found.splice(found.indexOf(next), 1));
  }
  return taken;
}

/** The placeholder of the parameter whose value `value` is (`{slug}`), or `value` itself when it is none's. */
const placeholderFor = (value, params, otherwise = value) => {
  const name = Object.keys(params).find((key) => params[key] === value);
  return name ? `{${name}}` : otherwise;
};

/** A URL (path and query, as the app asked for it) with each whole path segment or query value that is a parameter's value as its placeholder. */
function generalizeUrl(url, params) {
  const [path, query] = url.split('?');
  const swap = (raw) => placeholderFor(decode(raw), params, raw);
  const generalPath = path.split('/').map((segment) => (segment ? swap(segment) : segment)).join('/');
  if (query === undefined) return generalPath;
  const generalQuery = query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? pair : `${pair.slice(0, at + 1)}${swap(pair.slice(at + 1))}`;
    })
    .join('&');
  return `${generalPath}?${generalQuery}`;
}

/**
 * A call the page made (`{ url, form }`, `{ url, json, headers }`, `{ method: 'GET', url, headers }`) with the
 * address's parameters as placeholders: a whole path segment or query value, a whole form field, a JSON string.
 */
export function generalizeCall(call, params) {
  const general = { ...call, url: generalizeUrl(call.url, params) };
  if (call.form) {
    general.form = Object.fromEntries(Object.entries(call.form).map(([field, value]) => [field, placeholderFor(value, params)]));
  }
  if (typeof call.json === 'string') {
    let json = call.json;
    for (const [name, value] of Object.entries(params)) json = json.split(JSON.stringify(value)).join(JSON.stringify(`{${name}}`));
    general.json = json;
  }
  return general;
}

/**
 * A call as its parts, each a place an address's value may go: the path's segments, the query's pairs, the form's
 * fields (by name), the JSON body; and its frame (method, headers), which must be equal.
 * @returns {[string, unknown][]}
 */
function partsOf(call) {
  const [path, query] = call.url.split('?');
  return [
    ['method', call.method ?? null],
    ['headers', JSON.stringify(call.headers ?? null)],
    ...path.split('/').map((segment, index) => [`path ${index}`, segment]),
    ...(query === undefined ? [] : query.split('&')).map((pair, index) => [`query ${index}`, pair]),
    ...Object.keys(call.form ?? {})
      .sort()
      .map((field) => [`form ${field}`, call.form[field]]),
    ['json', typeof call.json === 'string' ? call.json : null],
  ];
}

/**
 * One call made by every item (`calls[i]` by item i, as made, with its parameters `params[i]`), as the route's: each
 * part the same in every item is kept as it is; a part that differs must be, in every item, that item's value of one
 * same parameter, and becomes its placeholder. Null when neither holds for some part. Deciding part by part keeps a
 * value that only happens to equal an item's parameter (the section `about` of `/company/about/about` calls
 * `/content-api/about/` like every other section: `about` there is the path's, not the address's).
 */
function sharedCall(calls, params) {
  const raw = calls.map(partsOf);
  const general = calls.map((call, index) => partsOf(generalizeCall(call, params[index])));
  const frame = (parts) => parts.map(([name]) => name).join('|');
  if (raw.some((parts) => frame(parts) !== frame(raw[0]))) return null;
  const chosen = new Map();
  for (const [index, [name, value]] of raw[0].entries()) {
    if (raw.every((parts) => parts[index][1] === value)) chosen.set(name, value);
    else if (general[0][index][1] !== value && general.every((parts) => parts[index][1] === general[0][index][1])) chosen.set(name, general[0][index][1]);
    else return null;
  }
  const [first] = calls;
  const pick = (prefix) => [...chosen].filter(([name]) => name.startsWith(prefix)).map(([, value]) => value);
  const query = pick('query ');
  const shared = { ...first, url: `${pick('path ').join('/')}${query.length ? `?${query.join('&')}` : ''}` };
  if (first.form) shared.form = Object.fromEntries(Object.keys(first.form).map((field) => [field, chosen.get(`form ${field}`)]));
  if (typeof first.json === 'string') shared.json = chosen.get('json');
  return shared;
}

/**
 * The route's table from what its items needed (`{ files, calls, params }`: the calls as made, the item's address's
 * parameters): the files and the calls every item needed, in the first item's order, with placeholders where the calls
 * differ by the address (sharedCall). Fewer than `SAMPLES` items are not enough to tell the route's from an item's:
 * then nothing.
 * @returns {{ files: string[], calls: object[] } | null}
 */
export function commonPart(items) {
  if (items.length < SAMPLES) return null;
  const [first, ...others] = items;
  const params = items.map((item) => item.params);
  const calls = [];
  const seen = new Set();
  for (const call of first.calls) {
    // The same call in each other item: any of theirs that agrees with this one and with each other.
    const match = (chosen) => {
      if (chosen.length === items.length) return sharedCall(chosen, params);
      for (const candidate of others[chosen.length - 1].calls) {
        const shared = match([...chosen, candidate]);
        if (shared) return shared;
      }
      return null;
    };
    const shared = match([call]);
    if (shared && !seen.has(JSON.stringify(shared))) {
      seen.add(JSON.stringify(shared));
      calls.push(shared);
    }
  }
  return {
    files: [...new Set(first.files)].filter((file) => others.every((other) => other.files.includes(file))),
    calls,
  };
}
