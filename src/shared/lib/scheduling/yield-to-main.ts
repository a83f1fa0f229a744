/**
 * Lets the browser run what is waiting (input, a frame) before the caller goes on: `scheduler.yield()` where the
 * browser has it (the continuation keeps its place ahead of other tasks), else a new task. Used to cut the app's
 * boot into short tasks (docs/decisions/boot-in-short-tasks.md).
 */
export const yieldToMain = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
