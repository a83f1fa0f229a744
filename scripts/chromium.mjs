// The one place that says how every script and test launches Debian's Chromium (Playwright cannot download
// browsers here): the path, and the flags that keep the browser from doing work nobody looks at.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * - `--disable-features=WebUIOmniboxAimPopup,WebUIOmniboxPopup`: Chromium 15x preloads its address bar's popup — a
 *   whole WebUI page in a renderer of its own — for every new window, headless too. On this machine it cost as much
 *   CPU as our page itself (trace of a cold demo page load: 2.6 s of that renderer's main thread and ~0.5 s of the
 *   browser process beside the page's 2.6 s); 3 cold loads went from ~21.9 to ~13.3 s of machine CPU. See
 *   docs/decisions/ci-time.md.
 * - the rest: no sandbox (containers), software rendering, no background updates or sync.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxAimPopup,WebUIOmniboxPopup',
];
