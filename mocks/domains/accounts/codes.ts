import { RESEND_CODE_SECONDS } from '@/shared/config/constants';
import type { VerificationRecord } from '../../db/types';

/**
 * Verification codes (customer-portal.md §2, §4; docs/decisions/verification-codes.md): 6 digits, valid 10 minutes,
 * used once; a new one no sooner than 120 s after the last; 5 wrong tries in a row void the code and lock
 * the address for 15 minutes (no check, no new code). Pure: the caller passes the clock.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_FAILURES = 5;
export const CODE_LOCK_MS = 15 * 60 * 1000;
export const RESEND_AFTER_MS = RESEND_CODE_SECONDS * 1000;

export type SendCheck = { ok: true } | { ok: false; reason: 'locked'; minutes: number } | { ok: false; reason: 'too-soon'; seconds: number };

export function canSend(record: VerificationRecord | undefined, now: number): SendCheck {
  if (!record) return { ok: true };
  if (record.lockedUntil !== null && record.lockedUntil > now) return { ok: false, reason: 'locked', minutes: Math.ceil((record.lockedUntil - now) / 60000) };
  if (record.lockedUntil === null && now - record.sentAt < RESEND_AFTER_MS) {
    return { ok: false, reason: 'too-soon', seconds: Math.ceil((RESEND_AFTER_MS - (now - record.sentAt)) / 1000) };
  }
  return { ok: true };
}

export function issueCode(key: string, code: string, now: number): VerificationRecord {
  return { key, code, sentAt: now, expiresAt: now + CODE_TTL_MS, failures: 0, lockedUntil: null };
}

export type CodeResult =
  | { result: 'ok' }
  | { result: 'missing' }
  | { result: 'expired' }
  | { result: 'locked'; minutes: number }
  | { result: 'wrong'; triesLeft: number };

/**
 * Checks a typed code. Returns the outcome and the record as it is afterwards (null: remove it — used,
 * or never sent).
 */
export function checkCode(record: VerificationRecord | undefined, typed: string, now: number): { outcome: CodeResult; next: VerificationRecord | null } {
  if (!record) return { outcome: { result: 'missing' }, next: null };
  if (record.lockedUntil !== null) {
    if (record.lockedUntil > now) return { outcome: { result: 'locked', minutes: Math.ceil((record.lockedUntil - now) / 60000) }, next: record };
    return { outcome: { result: 'missing' }, next: null };
  }
  if (record.expiresAt <= now) return { outcome: { result: 'expired' }, next: record };
  if (typed.trim() === record.code) return { outcome: { result: 'ok' }, next: null };
  const failures = record.failures + 1;
  if (failures >= CODE_MAX_FAILURES) {
    return { outcome: { result: 'locked', minutes: CODE_LOCK_MS / 60000 }, next: { ...record, failures, lockedUntil: now + CODE_LOCK_MS } };
  }
  return { outcome: { result: 'wrong', triesLeft: CODE_MAX_FAILURES - failures }, next: { ...record, failures } };
}

/** A new 6-digit code (not seeded: codes are not part of the seed data). */
export const newCode = (): string => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
