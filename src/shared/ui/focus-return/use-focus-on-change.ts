import { useEffect, useRef } from 'react';

/**
 * Gives the focus to the returned ref's element (a heading or a notice, with `tabIndex={-1}`) when `key` changes and
 * the element is `ready` (drawn), so the focus does not fall to the page's body when what had it is gone: the next
 * step of a wizard, reached by its button, is read from its heading; a removed card's row gives way to the notice
 * that says it was removed. Not on the first render, whose focus is the browser's.
 */
export function useFocusOnChange<T extends HTMLElement = HTMLElement>(key: string, ready: boolean) {
  const ref = useRef<T>(null);
  const focusedFor = useRef(key);
  useEffect(() => {
    if (!ready || focusedFor.current === key) return;
    focusedFor.current = key;
    ref.current?.focus({ preventScroll: true });
  }, [key, ready]);
  return ref;
}
