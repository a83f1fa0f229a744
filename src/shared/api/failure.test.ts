import { describe, expect, it } from 'vitest';
import type { ApiErrorKind } from './errors';
import { failureReasonOf } from './failure';
import { unannouncedFailureOf } from './form-messages';

// Each kind of the error catalogue (public-site.md §8): the reason an error state names, and what a form says beneath itself.
const ROWS: [ApiErrorKind, ReturnType<typeof failureReasonOf>, ReturnType<typeof unannouncedFailureOf>][] = [
  ['network', 'network', 'network'],
  ['server-error', 'server', null],
  ['other', 'server', 'server'],
  ['invalid-response', 'invalid', null],
  ['warning', null, null],
  ['unauthorized', null, null],
  ['not-found', null, null],
  ['cancelled', null, null],
];

describe('failure reasons', () => {
  it.each(ROWS)('%s → %s on a page, %s beneath a form', (kind, reason, unannounced) => {
    expect(failureReasonOf({ kind })).toBe(reason);
    expect(unannouncedFailureOf({ kind })).toBe(unannounced);
  });
});
