import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of the benchmark script
import { htmlOnly } from './html-only.mjs';

const page = [
  '<!doctype html><html lang="hy"><head>',
  '<link rel="preload" as="font" type="font/woff2" href="/static/font/a.woff2" crossorigin>',
  '<link rel="preload" as="image" href="/sim-assets/banner.svg" fetchpriority="high">',
  '<script async src="/static/js/early-calls.1.js" data-calls="[]"></script>',
  '<script defer src="/static/js/index.2.js"></script>',
  '<link href="/static/js/async/router.3.js" rel="preload" as="script">',
  '<link rel="modulepreload" href="/static/js/m.4.js">',
  '<style>body{margin:0}</style><link href="/static/css/index.5.css" rel="stylesheet">',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><div id="first-paint" inert><main><h1>Ապահովագրություն</h1></main></div><div id="root"></div>',
  '<script>window.x = 1;</script></body></html>',
].join('\n');

describe('htmlOnly (the HTML-only reference pages)', () => {
  const out = htmlOnly(page);

  it('takes out every script element, inline, external or data', () => {
    expect(out).not.toMatch(/<script/);
    expect(out).not.toContain('window.x');
  });

  it('takes out the script preloads, whatever the attribute order', () => {
    expect(out).not.toContain('router.3.js');
    expect(out).not.toContain('m.4.js');
  });

  it('keeps the snapshot, the styles and the font and image preloads', () => {
    expect(out).toContain('<div id="first-paint" inert><main><h1>Ապահովագրություն</h1></main></div>');
    expect(out).toContain('<style>body{margin:0}</style>');
    expect(out).toContain('index.5.css');
    expect(out).toContain('a.woff2');
    expect(out).toContain('banner.svg');
  });
});
