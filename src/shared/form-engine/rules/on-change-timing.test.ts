import { describe, expect, it } from 'vitest';
import type { FieldKind } from './field-kind';
import { changeSendsAtOnce } from './on-change-timing';
import type { FieldValue } from './values';

describe('changeSendsAtOnce: which initiator changes ask the server without the typing pause', () => {
  const cases: Array<[FieldKind, FieldValue, boolean, string]> = [
    ['select', '2', true, 'a chosen option'],
    ['search', 'AM', true, 'an option found by search (the query itself is not a change)'],
    ['multiselect', ['FR', 'GE'], true, 'a choice added to a list'],
    ['radio', '3', true, 'a radio button'],
    ['segmented', '3', true, 'a segment'],
    ['checkbox', false, true, 'a tick'],
    ['switch', true, true, 'a switch'],
    ['file', [], true, 'a file'],
    ['files', [], true, 'files'],
    ['date', '21/11/2026', true, 'a whole date (picked, or its last digit typed)'],
    ['date', '21/11/202', false, 'a half-typed date'],
    ['date', '31/04/2026', false, 'a date that does not exist'],
    ['date', '', false, 'a date cleared key by key'],
    ['datetime', '21/11/2026 10:30', true, 'a whole date and time'],
    ['datetime', '21/11/2026 ', false, 'a picked day whose time is still to type'],
    ['time', '10:30', true, 'a whole time'],
    ['time', '', false, 'no time'],
    ['text', 'Anna', false, 'text'],
    ['email', 'anna@example.am', false, 'an e-mail'],
    ['textarea', 'Notes', false, 'long text'],
    ['integer', 40, false, 'a number'],
    ['decimal', 1.5, false, 'a decimal'],
    ['digits', '0123', false, 'digits'],
    ['phone', '91-234-567', false, 'a phone'],
    ['promo', 'SEVAN10', false, 'a promo code'],
  ];
  it.each(cases)('%s %j → %s (%s)', (kind, value, expected) => {
    expect(changeSendsAtOnce(kind, value)).toBe(expected);
  });
});
