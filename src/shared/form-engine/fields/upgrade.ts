import { useLayoutEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import type { LazyPart } from '@/shared/lib';

type Selection = { start: number; end: number; direction: 'forward' | 'backward' | 'none' };
type TextElement = HTMLInputElement | HTMLTextAreaElement;

const isText = (element: unknown): element is TextElement => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/** Focus from the keyboard (Tab): the browser would select the whole text of the real input. */
function keyboardFocus(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A field drawn light until the user comes to it (light-input.tsx): the first focus — by Tab, a click, a tap or
 * the model bringing a field in trouble into view — swaps in the full Mantine component, which takes the focus
 * over at once (same id, same label), so the next key already reaches it. A field reached with the pointer
 * also opens its dropdown, as a click on Mantine's select does.
 *
 * With `caret` (typed fields: numbers, long text) the text selection is handed over too: a field reached by Tab
 * gets its whole text selected, as the browser does; one reached by a mouse press is swapped when the press
 * ends (press, focus, caret placed by the browser, release), keeping the caret or the selection the press made;
 * a key pressed before that swaps at once, so the key reaches the full input.
 */
export function useUpgradeOnFocus(id: string, options: { caret?: boolean; part?: Pick<LazyPart<never>, 'preload' | 'loaded'> } = {}) {
  const [upgraded, setUpgradedNow] = useState<{ byPointer: boolean; selection?: Selection } | null>(null);
  const { part } = options;
  // A full component in a chunk of its own (`part`): the swap waits for its code, while the light field keeps the
  // focus; if the field has lost it meanwhile, no swap (the next visit to the field swaps at once).
  const setUpgraded = (next: { byPointer: boolean; selection?: Selection }) => {
    if (!part || part.loaded()) return setUpgradedNow(next);
    void part.preload().then(() => {
      if (document.activeElement?.id === id) setUpgradedNow(next);
    });
  };
  const pointer = useRef(false);
  const pressing = useRef(false);
  const pending = useRef(false);
  useLayoutEffect(() => {
    if (!upgraded) return;
    const element = document.getElementById(id);
    element?.focus();
    if (upgraded.selection && isText(element)) {
      const { start, end, direction } = upgraded.selection;
      element.setSelectionRange(start, end, direction);
    }
  }, [upgraded, id]);

  const swap = (target: EventTarget, caret: 'all' | 'end' | 'current') => {
    pending.current = false;
    if (!isText(target)) return setUpgraded({ byPointer: pointer.current });
    const length = target.value.length;
    const selection: Selection =
      caret === 'all'
        ? { start: 0, end: length, direction: 'none' }
        : caret === 'end'
          ? { start: length, end: length, direction: 'none' }
          : { start: target.selectionStart ?? length, end: target.selectionEnd ?? length, direction: target.selectionDirection ?? 'none' };
    setUpgraded({ byPointer: pointer.current, selection });
  };

  const caretHandlers = {
    onPointerUp: (event: SyntheticEvent) => {
      pressing.current = false;
      if (pending.current) swap(event.currentTarget, 'current');
    },
    onKeyDown: (event: SyntheticEvent) => {
      if (pending.current) swap(event.currentTarget, 'current');
    },
    onBlur: () => {
      pending.current = false;
      pressing.current = false;
    },
  };

  return {
    upgraded: upgraded !== null,
    openedByPointer: upgraded?.byPointer ?? false,
    lightHandlers: {
      onPointerEnter: part ? () => void part.preload() : undefined,
      onPointerDown: () => {
        void part?.preload();
        pointer.current = true;
        pressing.current = true;
      },
      onFocus: (event: SyntheticEvent) => {
        if (!options.caret) return setUpgraded({ byPointer: pointer.current });
        // A mouse press places the caret after the focus: wait for the release to know where it went.
        if (pressing.current) pending.current = true;
        // Otherwise Tab (the whole text selected) or a programmatic focus (the caret at the end).
        else swap(event.currentTarget, keyboardFocus(event.currentTarget) ? 'all' : 'end');
      },
      ...(options.caret ? caretHandlers : {}),
    },
  };
}

/**
 * The keys typed into a light field that takes them (a searchable list) while its full component's code loads: shown in
 * the light field and handed to the full component, which starts with them (a search, not a value). Leaving the
 * field forgets them: the light field shows the value again. Without `enabled` the light field takes no keys.
 */
export function useKeysWhileLoading(enabled: boolean) {
  const [typed, setTyped] = useState<string | null>(null);
  return {
    typed,
    lightHandlers: {
      onChange: (event: ChangeEvent<HTMLInputElement>) => (enabled ? setTyped(event.currentTarget.value) : undefined),
      onBlur: () => setTyped(null),
    },
  };
}
