// The floor: React 19 alone (createRoot, one <h1>, one <p>), built by rsbuild with the app's React plugin
// (scripts/bench/floor/rsbuild.config.mjs; docs/decisions/lighthouse-floor.md).
import { createRoot } from 'react-dom/client';
import { HEADING, PARAGRAPH } from './text';

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>{HEADING}</h1>
    <p>{PARAGRAPH}</p>
  </main>,
);
