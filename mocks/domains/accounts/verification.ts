import type * as v from 'valibot';
import type { codeSentSchema } from '@/shared/api/accounts/schemas';
import { db, sendToOutbox } from '../../db';
import type { OutboxMessage, VerificationRecord } from '../../db/types';
import { fieldWarnings, ok, type FieldWarnings, type ServerLang } from '../../lib/respond';
import { canSend, checkCode, issueCode, newCode, RESEND_AFTER_MS, CODE_TTL_MS, type CodeResult } from './codes';
import { say } from './messages';

/**
 * Sending and checking verification codes, for every flow that uses them (registration's e-mail and SMS,
 * password recovery, the profile's phone and e-mail change): one answer for each situation, whoever asks.
 *
 * An address that must not get a code (recovery of an address without an account, registration of an e-mail
 * that already has one) still gets a record: the same 120 s between codes, the same wrong tries and the same
 * lock, and the same answers, but its code is empty, so no typed code ever matches it, and no code goes out
 * (docs/decisions/recovery-answers-alike.md).
 */
export type Delivery =
  /** A new code goes to the address. */
  | { kind: 'code'; channel: 'email' | 'sms'; to: string; subject: string }
  /** No code goes out; a notice instead, when given (the owner of a taken e-mail is told how to sign in). */
  | { kind: 'withheld'; notice?: Omit<OutboxMessage, 'id' | 'at' | 'code'> };

function codeSent(resendAfterMs: number, expiresInMs: number, fresh: boolean) {
  return ok({
    sent: fresh ? 1 : 0,
    resend_after: Math.ceil(resendAfterMs / 1000),
    expires_in: Math.ceil(expiresInMs / 1000),
  } satisfies v.InferInput<typeof codeSentSchema>);
}

/**
 * A code for `key`, answered 200 `{ sent, resend_after, expires_in }`:
 * - a new code (`sent` 1) unless the last one is younger than 120 s;
 * - within those 120 s no new code: `sent` 0 with the seconds until one can be asked for and the life left of the
 *   code already sent, which stays valid (asking again after a reload is not an error);
 * - a locked address (5 wrong tries): 400 under each of `fields`.
 */
export function sendCode(key: string, fields: readonly string[], delivery: Delivery, lang: ServerLang): Response {
  const now = Date.now();
  const existing = db.read().verifications.find((candidate) => candidate.key === key);
  const check = canSend(existing, now);
  if (!check.ok && check.reason === 'locked') {
    const text = say('codeLocked', lang, { minutes: check.minutes });
    return fieldWarnings(Object.fromEntries(fields.map((field) => [field, [text]])));
  }
  if (!check.ok && existing) return codeSent(existing.sentAt + RESEND_AFTER_MS - now, existing.expiresAt - now, false);

  const record: VerificationRecord = issueCode(key, delivery.kind === 'code' ? newCode() : '', now);
  db.update((state) => {
    state.verifications = state.verifications.filter((candidate) => candidate.key !== key && (candidate.expiresAt > now || (candidate.lockedUntil ?? 0) > now));
    state.verifications.push(record);
  });
  if (delivery.kind === 'code') {
    sendToOutbox({ channel: delivery.channel, to: delivery.to, subject: delivery.subject, body: say('mailCodeBody', lang, { code: record.code }), code: record.code });
  } else if (delivery.notice) {
    sendToOutbox(delivery.notice);
  }
  return codeSent(RESEND_AFTER_MS, CODE_TTL_MS, true);
}

/** Checks the typed code of `key` and stores the outcome (tries, lock, used up). */
export function spendCode(key: string, typed: string): CodeResult {
  const now = Date.now();
  return db.update((state) => {
    const record = state.verifications.find((candidate) => candidate.key === key);
    const { outcome, next } = checkCode(record, typed, now);
    state.verifications = state.verifications.filter((candidate) => candidate.key !== key);
    if (next) state.verifications.push(next);
    return outcome;
  });
}

/** What a code that did not pass says, under CODE. */
export function codeWarnings(outcome: Exclude<CodeResult, { result: 'ok' }>, lang: ServerLang): FieldWarnings {
  switch (outcome.result) {
    case 'wrong':
      return { CODE: [say('codeWrong', lang, { left: outcome.triesLeft })] };
    case 'expired':
      return { CODE: [say('codeExpired', lang)] };
    case 'locked':
      return { CODE: [say('codeLocked', lang, { minutes: outcome.minutes })] };
    default:
      return { CODE: [say('codeMissing', lang)] };
  }
}
