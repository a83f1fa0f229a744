import { useEffect, useState } from 'react';

const focused = (): HTMLElement | null => {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/**
 * Gives the focus back to what had it when a dialog opened, once the dialog is gone. For the dialogs mounted only
 * while open (their code loads on first use): Mantine's own return records the opener when `opened` changes on an
 * update, so a dialog mounted already open, and removed when it closes, never gives the focus back, and the next Tab
 * starts from the top of the page. Call it in the dialog's component (its code, not the shell's): the opener is read
 * on its first render, before the dialog takes the focus. Nothing happens when the opener is gone (a sign-out that
 * left the page) or when the focus has moved somewhere on purpose.
 */
export function useReturnFocus() {
  const [opener] = useState(focused);
  useEffect(
    () => () => {
      if (!opener) return;
      // After the dialog's nodes have gone (and its own focus handling has run).
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (opener.isConnected && (active === null || active === document.body)) opener.focus({ preventScroll: true });
      });
    },
    [opener],
  );
}
