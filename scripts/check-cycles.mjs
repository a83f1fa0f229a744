#!/usr/bin/env node
// Import loops in src and mocks (issues 14, 25): the code must stay a tree of modules, so every one of its files can be
// read, tested and split into chunks on its own, and no module reads another's bindings before they exist (the
// simulator's seed once relied on a comment's promise for that). Follows every import of a file — static,
// `import type`, `export … from` and `import()` — resolved to files (relative paths and the `@/` alias),
// and fails listing each loop. Part of `npm run lint`. Usage: node scripts/check-cycles.mjs [folder…]
import { relative, resolve } from 'node:path';
import { importGraph, root } from './import-graph.mjs';

const folders = process.argv.slice(2).length ? process.argv.slice(2) : ['src', 'mocks'];
const graph = importGraph(folders.map((folder) => resolve(root, folder)));
const files = [...graph.keys()];

// Tarjan's strongly connected components: every component of more than one file is a loop.
let index = 0;
const stack = [];
const state = new Map();
const loops = [];
function connect(node) {
  const entry = { index, low: index, onStack: true };
  index += 1;
  state.set(node, entry);
  stack.push(node);
  for (const next of graph.get(node) ?? []) {
    const seen = state.get(next);
    if (!seen) {
      connect(next);
      entry.low = Math.min(entry.low, state.get(next).low);
    } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
  }
  if (entry.low === entry.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) loops.push(component);
  }
}
for (const file of graph.keys()) if (!state.has(file)) connect(file);

/** One concrete path around a loop, for the message: a → b → … → a. */
function pathAround(component) {
  const members = new Set(component);
  const start = component.toSorted()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

const show = (path) => relative(root, path);
if (loops.length) {
  console.error(`Import loops in ${folders.join(', ')} (${loops.length}):`);
  for (const component of loops) {
    console.error(`- ${pathAround(component).map(show).join(' → ')}` + (component.length > 2 ? ` (${component.length} files in this loop)` : ''));
  }
  process.exit(1);
}
console.log(`No import loops in ${folders.join(', ')} (${files.length} files).`);
