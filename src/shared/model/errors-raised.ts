import { createStore, sample, type Store, type Unit } from 'effector';

/**
 * Counts the presses, and the server's refusals, that left a field of a form in error: each of `checked` carries the
 * errors one of them produced (the rules' verdict on a press, the warnings of a refusal), and a non-empty one counts.
 * The form moves the focus to its first field in error each time the count changes (shared/ui
 * `useFocusFirstInvalid`); typing, which only takes errors away, never does.
 */
export function createErrorsRaised(checked: ReadonlyArray<Unit<object>>): Store<number> {
  return createStore(0).on(
    sample({ clock: [...checked], filter: (errors) => Object.keys(errors).length > 0 }),
    (count) => count + 1,
  );
}
