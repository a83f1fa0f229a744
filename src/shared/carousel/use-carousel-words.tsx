import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';

/**
 * What a slider says to assistive technology, in the page's language. Mantine's Carousel speaks English and takes no
 * words for some of it: a live region "Slide N of M" on every change, the indicators' list "Slides", the roles
 * "carousel"/"slide" and each slide's "Carousel slide". Spread `root` on the Carousel and `slide(i)` on each slide,
 * and render `status` beside it: Mantine's own status is hidden from assistive technology (its text would be
 * re-written by every render), ours says the same in Armenian, English or Russian.
 */
export function useCarouselWords(count: number, options: { label?: string } = {}) {
  const { t } = useLingui();
  const [current, setCurrent] = useState<number | null>(null);
  const indicatorsLabel = t`Slides`;
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      node.querySelector(':scope > [role="status"]')?.setAttribute('aria-hidden', 'true');
      node.querySelector(':scope > [role="tablist"]')?.setAttribute('aria-label', indicatorsLabel);
    },
    [indicatorsLabel],
  );
  const root = {
    ref,
    'aria-roledescription': t`carousel`,
    ...(options.label ? { 'aria-label': options.label } : {}),
    onSlideChange: (index: number) => setCurrent(index),
    getIndicatorProps: (index: number) => ({ 'aria-label': t`Go to slide ${index + 1}` }),
  };
  const slide = (index: number) => ({ 'aria-roledescription': t`slide`, 'aria-label': t`${index + 1} of ${count}` });
  const status: ReactNode = (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {current === null ? '' : t`Slide ${current + 1} of ${count}`}
    </VisuallyHidden>
  );
  return { root, slide, status };
}
