import { useEffect, useRef } from 'react';
import { scrollMotion } from '@/shared/lib';

/**
 * Moves the focus to the first field in error inside the returned ref's element each time `raised` changes (not on
 * mount): a model counts the presses, and the server's refusals, that left a field in error (`$errorsRaised`). A
 * customer who pressed the button, a screen reader's user above all, lands on what to fix and hears its message
 * (the field's error is its description); the form engine does the same for its forms (factory/parts/submit.ts).
 * Runs after React has drawn the errors, so the field's `aria-invalid` is there to be found.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(raised: number) {
  const ref = useRef<T>(null);
  const seen = useRef(raised);
  useEffect(() => {
    if (raised === seen.current) return;
    seen.current = raised;
    const field = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center', behavior: scrollMotion() });
    field.focus({ preventScroll: true });
  }, [raised]);
  return ref;
}
