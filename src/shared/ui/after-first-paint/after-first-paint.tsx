import { useDeferredValue, type ReactNode } from 'react';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** The room kept meanwhile (the footer stays below the viewport: no layout shift when the children come). */
  minHeight?: string;
  /** Render the children at once (a page that scrolls to something below when its data is in). */
  immediate?: boolean;
}

/**
 * What a page shows below its first screen, rendered right after the first screen has painted: on mount it renders
 * an empty block of `minHeight`, then the children in a background render (React's deferred value: interruptible,
 * the main thread answers input meanwhile). A page whose data arrives all at once paints its largest element (the
 * home banner, the contacts lead) without waiting for the render of everything below, and that render is no
 * longer one long task (docs/decisions.md "Early content calls"). The placeholder is `aria-busy`, like a skeleton.
 */
export function AfterFirstPaint({ children, minHeight = '100vh', immediate = false }: AfterFirstPaintProps) {
  const ready = useDeferredValue(true, immediate);
  return ready ? children : <div aria-busy="true" data-testid="after-first-paint" style={{ minHeight }} />;
}
