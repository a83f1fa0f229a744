import { Suspense, type ReactNode } from 'react';
import { lazyRetrying } from '@/shared/lib';

const MantineRoot = lazyRetrying(() => import('./mantine-root'));

/**
 * Starts loading Mantine's code before anything under a scope renders (the app's start calls it beside the router's):
 * every page's content is under a scope, and a scope whose code is already here renders at once, without a
 * Suspense hand-over (docs/decisions/suspense-throttle.md).
 */
export const preloadMantine = MantineRoot.preload;

/**
 * Renders `children` inside Mantine's provider, loading Mantine's code on first use. The app shell
 * (header, footer, skeletons) is plain markup so the first screen does not wait for Mantine; every
 * Mantine component lives under a scope: the page area, dialogs, the drawer, toasts, the footer's content.
 * `fallback` shows while the code arrives (a skeleton of the same size keeps the layout still).
 */
export function MantineScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <MantineRoot>{children}</MantineRoot>
    </Suspense>
  );
}
