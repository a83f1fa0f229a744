import { phoneToWire } from '@/shared/api';
import { checkPhone, phoneFromWire } from '@/shared/form-engine';
import { isEmail, normalizeEmail } from '@/shared/lib';

/**
 * Rules of the contact details (customer-portal.md §5): the new phone is an Armenian XX-XXX-XXX number, the new
 * e-mail a valid address, each different from the current one; the avatar one jpg/png picture up to 3 MB.
 * The simulator checks the same (and whether another account holds the address).
 */
export type ContactProblem = 'required' | 'invalid' | 'same';

/** `text` as the phone field holds it (XX-XXX-XXX); `current` the profile's PHONE (+374…). */
export function checkNewPhone(text: string, current: string | null | undefined): ContactProblem | null {
  if (!text.trim()) return 'required';
  if (checkPhone(text)) return 'invalid';
  if (current && phoneFromWire(current) === text) return 'same';
  return null;
}

/** What the phone change sends: `+374 (0xx) rest` (shared/api/phone.ts). */
export const phoneChangeWire = (text: string) => phoneToWire(text) ?? '';

export function checkNewEmail(text: string, current: string | null | undefined): ContactProblem | null {
  if (!text.trim()) return 'required';
  if (!isEmail(text)) return 'invalid';
  if (current && normalizeEmail(text) === normalizeEmail(current)) return 'same';
  return null;
}

export const emailChangeWire = (text: string) => normalizeEmail(text);

