import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { snapshotOnScreen } from '@/shared/lib';

/**
 * On a first load that painted from the page's prerendered snapshot, `children` mount in a transition, in the task
 * after the render that brought them: React renders them in slices of a few milliseconds instead of inside that
 * render (for the page, the router's synchronous update), one long task (docs/decisions/boot-in-short-tasks.md).
 * Nobody waits for it: the snapshot stays on screen while the placeholder is there (it holds the hand-over,
 * scripts/first-paint.browser.js). Anywhere else (a shell's first load, every later render) children render at once.
 */
export function MountInTransition({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(() => !snapshotOnScreen());
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : <div data-placeholder="" />;
}
