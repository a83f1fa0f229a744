// The floor pages' words (scripts/bench/floor/README in docs/decisions/lighthouse-floor.md): one heading and one
// paragraph, the same in both variants, so the two differ only by the library that renders them.
export const HEADING = 'Insurance for your car, home and health';
export const PARAGRAPH =
  'A reference page for the Lighthouse bench: React 19 renders this heading and this paragraph on the client, with nothing else on the page, so its figures are the lowest the stack can reach under the same calibrated CPU slowdown as the real pages.';
