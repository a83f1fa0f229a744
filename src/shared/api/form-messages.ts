import type { ApiError, FieldWarnings } from './errors';
import type { FailureReason } from './failure';

/*
 * What a form says of a failed call, beneath itself or under its fields. Its own module, not errors.ts or failure.ts:
 * those are in the shell's first chunk, and only forms (loaded later) use these.
 */

/**
 * A refusal placed on a form whose call opens no dialog (the purchase steps, the compensation application): each
 * warning of a field the form shows stands under it; every other message stands beneath the form: the general ones
 * (`detail`, `warning`…) and those of fields the form does not show. None is dropped, none is said twice. The forms'
 * counterpart of `dialogMessagesOf`.
 */
export function placeWarnings(
  error: { messages: readonly string[]; fieldWarnings: FieldWarnings },
  isShown: (field: string) => boolean,
): { underFields: FieldWarnings; beneath: string[] } {
  const entries = Object.entries(error.fieldWarnings);
  const underFields: FieldWarnings = Object.fromEntries(entries.filter(([field]) => isShown(field)));
  const shownTexts = new Set(Object.values(underFields).flat());
  const fieldTexts = new Set(entries.flatMap(([, list]) => list));
  const general = error.messages.filter((text) => !fieldTexts.has(text));
  const unshown = entries.flatMap(([field, list]) => (isShown(field) ? [] : list));
  return { underFields, beneath: [...new Set([...general, ...unshown])].filter((text) => !shownTexts.has(text)) };
}

/**
 * The reason of a failure that nothing else tells the customer, for a form to say beneath itself: no connection
 * (no toast for it) and an answer the catalogue passes on as it is (`other`: a 413 from the proxy, a 403). A 5xx and an
 * unreadable answer have their toasts, a 400 its fields and warning dialog, a 401 and a 404 lead away: null.
 */
export function unannouncedFailureOf(error: Pick<ApiError, 'kind'>): FailureReason | null {
  return error.kind === 'network' ? 'network' : error.kind === 'other' ? 'server' : null;
}
