/**
 * Whether the page's prerendered snapshot (`#first-paint`, docs/decisions/prerendered-first-paint.md) is on screen.
 * Below one, nobody waits for the app's boot (the snapshot is the paint), so the boot yields to the browser between
 * its steps and renders in transitions; without one, the app's first render is the paint and goes at once
 * (docs/decisions/boot-in-short-tasks.md).
 */
export const snapshotOnScreen = (): boolean => document.getElementById('first-paint') !== null;
