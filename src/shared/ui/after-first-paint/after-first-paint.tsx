import { startTransition, useEffect, useState, type ReactNode } from 'react';

export interface AfterFirstPaintProps {
  /** What comes below the first screen, in the order it renders: one part per step. */
  parts: ReactNode[];
  /** The room kept meanwhile (the footer stays below the viewport: no layout shift when the parts come). */
  minHeight?: string;
  /** Render every part at once (a page that scrolls to something below when its data is in). */
  immediate?: boolean;
}

/**
 * What a page shows below its first screen, rendered after the first screen has painted, one part per step: on
 * mount an empty block of `minHeight`; after each paint (an animation frame, then a new task) the next part, as a
 * transition. A page whose data arrives all at once paints its largest element (the home banner, the contacts lead)
 * without waiting for the render of everything below, and that render is several short tasks instead of one long
 * one (total blocking time; docs/decisions/after-first-paint.md). The placeholder is `aria-busy`, like a skeleton.
 */
export function AfterFirstPaint({ parts, minHeight = '100vh', immediate = false }: AfterFirstPaintProps) {
  const [shown, setShown] = useState(immediate ? parts.length : 0);
  const done = shown >= parts.length;

  useEffect(() => {
    if (done) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, done]);

  return (
    <>
      {parts.slice(0, shown)}
      {done ? null : <div aria-busy="true" data-testid="after-first-paint" data-placeholder="" style={{ minHeight }} />}
    </>
  );
}
