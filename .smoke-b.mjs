import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
const paths = process.argv.slice(2);
for (const p of paths) {
  await page.goto(`http://127.0.0.1:47421${p}${p.includes('?') ? '&' : '?'}sim=reset`);
  await page.waitForTimeout(2500);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shot${name}.png`, fullPage: true });
  console.log(p, '→', page.url(), await page.title());
}
await browser.close();
