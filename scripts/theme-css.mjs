#!/usr/bin/env node
// Writes src/shared/ui/mantine/theme-variables.css from the Mantine theme (`npm run theme:css`): the CSS
// variables MantineProvider would inject, as a static stylesheet the Mantine-free shell can load
// (docs/decisions/shell-without-mantine.md). theme-variables.test.ts only compares the file with the theme.
// theme.ts and theme-css.ts are TypeScript: they are loaded through Vite's SSR loader (vitest's).
import { readFileSync, writeFileSync } from 'node:fs';
import { createViteServer } from 'vitest/node';

const FILE = 'src/shared/ui/mantine/theme-variables.css';

const server = await createViteServer({
  configFile: false,
  root: process.cwd(),
  appType: 'custom',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { theme, cssVariablesResolver } = await server.ssrLoadModule('/src/shared/ui/mantine/theme.ts');
  const { themeCssVariables } = await server.ssrLoadModule('/src/shared/ui/mantine/theme-css.ts');
  const css = themeCssVariables(theme, cssVariablesResolver);
  const before = readFileSync(FILE, 'utf8');
  if (css === before) {
    console.log(`${FILE} is up to date`);
  } else {
    writeFileSync(FILE, css);
    console.log(`${FILE} written`);
  }
} finally {
  await server.close();
}
