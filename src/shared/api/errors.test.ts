import { describe, expect, it } from 'vitest';
import { classifyResponse, messagesOf } from './classify';
import { fieldWarningsOf, WARNING_KEYS } from './errors';
import { placeWarnings } from './form-messages';

describe('error catalogue (public-site.md §8)', () => {
  it('401 on any method is unauthorized', () => {
    expect(classifyResponse({ status: 401, method: 'POST', body: null })).toEqual({ kind: 'unauthorized' });
    expect(classifyResponse({ status: 401, method: 'GET', body: { detail: 'x' } })).toEqual({ kind: 'unauthorized' });
  });

  it.each(WARNING_KEYS)('400 with %s opens the warning dialog with its messages', (key) => {
    const body = { [key]: key === 'warning_d' ? { PASSWORD: ['Wrong password'] } : key === 'warnings' ? ['First', 'Second'] : `Message of ${key}` };
    const outcome = classifyResponse({ status: 400, method: 'POST', body });
    expect(outcome.kind).toBe('warning');
    if (outcome.kind !== 'warning') return;
    const expected = key === 'warning_d' ? ['Wrong password'] : key === 'warnings' ? ['First', 'Second'] : [`Message of ${key}`];
    expect(outcome.messages).toEqual(expected);
  });

  it('400 without any warning key is passed on', () => {
    expect(classifyResponse({ status: 400, method: 'POST', body: { foo: 'bar' } })).toEqual({ kind: 'other' });
    expect(classifyResponse({ status: 400, method: 'POST', body: 'plain text' })).toEqual({ kind: 'other' });
  });

  it('500 is a server error carrying the body messages (or none)', () => {
    expect(classifyResponse({ status: 500, method: 'POST', body: { error: 'Database down' } })).toEqual({ kind: 'server-error', messages: ['Database down'] });
    expect(classifyResponse({ status: 503, method: 'GET', body: '<html>' })).toEqual({ kind: 'server-error', messages: [] });
  });

  it('200 with message gives a 5 s success toast; 202 with message stays until closed', () => {
    expect(classifyResponse({ status: 200, method: 'POST', body: { message: 'Saved' } })).toEqual({
      kind: 'ok',
      successMessage: { text: 'Saved', autoCloseMs: 5000 },
    });
    expect(classifyResponse({ status: 202, method: 'POST', body: { message: 'Accepted' } })).toEqual({
      kind: 'ok',
      successMessage: { text: 'Accepted', autoCloseMs: false },
    });
    expect(classifyResponse({ status: 200, method: 'POST', body: { result: [] } })).toEqual({ kind: 'ok' });
    expect(classifyResponse({ status: 201, method: 'POST', body: { message: 'Created' } })).toEqual({ kind: 'ok' });
  });

  it('404 goes to /notfound on GET and on page reads, and is passed on otherwise', () => {
    expect(classifyResponse({ status: 404, method: 'GET', body: null })).toEqual({ kind: 'not-found' });
    expect(classifyResponse({ status: 404, method: 'POST', body: null, notFoundRedirect: true })).toEqual({ kind: 'not-found' });
    expect(classifyResponse({ status: 404, method: 'POST', body: null })).toEqual({ kind: 'other' });
  });

  it('warning_d becomes help text per field', () => {
    expect(fieldWarningsOf({ warning_d: { PHONE: 'Bad phone', EMAIL: ['Bad e-mail', 'Taken'] } })).toEqual({
      PHONE: ['Bad phone'],
      EMAIL: ['Bad e-mail', 'Taken'],
    });
    expect(fieldWarningsOf({ warning: 'x' })).toEqual({});
  });

  it('collects every message once, in key order', () => {
    expect(messagesOf({ detail: 'A', warning: 'B', warnings: ['C', 'A'], warning_d: { F: 'D' }, front_warning: 'E', error: { code: 'F' } })).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
  });
});

describe('a refusal placed on a form that opens no dialog', () => {
  const shown = (field: string) => ['PLATE', 'EMAIL'].includes(field);
  it('shown fields under them; general messages and unshown fields beneath; nothing twice, nothing dropped', () => {
    const error = { messages: ['Check the data', 'Bad plate', 'Taken', 'Bad ID'], fieldWarnings: { PLATE: ['Bad plate'], EMAIL: ['Taken'], ID: ['Bad ID'] } };
    expect(placeWarnings(error, shown)).toEqual({ underFields: { PLATE: ['Bad plate'], EMAIL: ['Taken'] }, beneath: ['Check the data', 'Bad ID'] });
  });
  it('only shown fields: nothing beneath; no field warnings: every message beneath', () => {
    expect(placeWarnings({ messages: ['Bad plate'], fieldWarnings: { PLATE: ['Bad plate'] } }, shown)).toEqual({ underFields: { PLATE: ['Bad plate'] }, beneath: [] });
    expect(placeWarnings({ messages: ['Boom'], fieldWarnings: {} }, shown)).toEqual({ underFields: {}, beneath: ['Boom'] });
  });
  it('a text said under a shown field is not repeated beneath, even when an unshown field has it too', () => {
    expect(placeWarnings({ messages: [], fieldWarnings: { PLATE: ['Same'], ID: ['Same', 'Other'] } }, shown)).toEqual({ underFields: { PLATE: ['Same'] }, beneath: ['Other'] });
  });
});
