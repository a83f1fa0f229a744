// Which pages `npm run bench:lighthouse` measures (scripts/bench-lighthouse.mjs): the pages by default;
// `reference` pages (the stack's floor, docs/decisions/lighthouse-floor.md) only when named with --page= or with
// --floor, which adds every reference page to the selection; `extra` pages (more key pages, with their budgets: a news
// item, a product page) only when named.

/**
 * @template {{ id: string, path: string | null, reference?: boolean, extra?: boolean }} Page
 * @param {Page[]} allPages in the order they are measured
 * @param {string[]} argv the command line's arguments
 * @returns {Page[]}
 */
export function selectPages(allPages, argv) {
  const only = argv.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice(7));
  const withFloor = argv.includes('--floor');
  const named = (page) => only.includes(page.id) || only.includes(page.path);
  const unknown = only.filter((name) => !allPages.some((page) => page.id === name || page.path === name));
  if (unknown.length) throw new Error(`unknown --page ${unknown.join(', ')}; known: ${allPages.map((page) => page.id).join(', ')}`);
  return allPages.filter((page) => (only.length ? named(page) : !page.reference && !page.extra) || (withFloor && page.reference));
}
