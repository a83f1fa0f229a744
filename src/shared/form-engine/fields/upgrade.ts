import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A field drawn light until the user comes to it (light-input.tsx): the first focus — by Tab, a click, a tap or
 * the model bringing a field in trouble into view — swaps in the full Mantine component, which takes the focus
 * over at once (same id, same label), so the next key already reaches it. A field reached with the pointer
 * also opens its dropdown, as a click on Mantine's select does.
 */
export function useUpgradeOnFocus(id: string) {
  const [upgraded, setUpgraded] = useState<{ byPointer: boolean } | null>(null);
  const pointer = useRef(false);
  useLayoutEffect(() => {
    if (upgraded) document.getElementById(id)?.focus();
  }, [upgraded, id]);
  return {
    upgraded: upgraded !== null,
    openedByPointer: upgraded?.byPointer ?? false,
    lightHandlers: {
      onPointerDown: () => {
        pointer.current = true;
      },
      onFocus: () => setUpgraded({ byPointer: pointer.current }),
    },
  };
}
