import type { FieldDescriptor } from '@/shared/api';
import { prop } from './descriptors';

/**
 * Characters a text field accepts, asked by the descriptor with `propsData.allowed` (customer-portal.md §5
 * "Travel: data in English"): the travel owner's name fields (4436, 4437) take English letters, hyphen and
 * space; the address (4438) English letters, digits, hyphen, slash, period, comma and space.
 *
 * One implementation for the app (validateField) and the simulator (which answers a 400 `warning_d` for the same
 * text): both import `checkAllowedText`.
 */
export const ALLOWED_TEXT_KINDS = ['latin-name', 'latin-address'] as const;
export type AllowedTextKind = (typeof ALLOWED_TEXT_KINDS)[number];

/** Whole-text patterns; "letters" are the 26 English ones only (no Armenian, Cyrillic or accented letters). */
const PATTERNS: Record<AllowedTextKind, RegExp> = {
  'latin-name': /^[A-Za-z\- ]*$/,
  'latin-address': /^[A-Za-z0-9\-/., ]*$/,
};

export interface AllowedTextProblem {
  code: 'text-not-allowed';
  allowed: AllowedTextKind;
}

export const isAllowedTextKind = (value: unknown): value is AllowedTextKind =>
  typeof value === 'string' && (ALLOWED_TEXT_KINDS as readonly string[]).includes(value);

/** The descriptor's `propsData.allowed`, when it names a kind we know (anything else: no rule). */
export function allowedTextKind(descriptor: Pick<FieldDescriptor, 'propsData'>): AllowedTextKind | null {
  const allowed = prop(descriptor, 'allowed');
  return isAllowedTextKind(allowed) ? allowed : null;
}

/** Null when `text` holds only what `kind` allows (an empty text too: "required" is another rule). */
export function checkAllowedText(kind: AllowedTextKind, text: string): AllowedTextProblem | null {
  return PATTERNS[kind].test(text) ? null : { code: 'text-not-allowed', allowed: kind };
}
