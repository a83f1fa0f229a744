import { describe, expect, it } from 'vitest';
import { callbackWire, checkAttachment, checkCallback, checkContractOrder, checkWrittenRequest, contractOrderWire } from './rules';

const MB = 1024 * 1024;
const callback = { PHONE: '91-234-567', TOPIC: 'claim', TIME: 'asap', COMMENT: '' };
const order = { PRODUCT: 'cargo', PHONE: '91-234-567', EMAIL: '', COMMENT: '' };
const written = { SUBJECT: 'Policy copy', TEXT: 'Please send me a paper copy of my policy.', FILE: null };

describe('checkCallback', () => {
  it.each([
    [{}, {}],
    [{ PHONE: '' }, { PHONE: 'required' }],
    [{ PHONE: '91-234' }, { PHONE: 'invalid' }],
    [{ PHONE: '01-234-567' }, { PHONE: 'invalid' }],
    [{ TOPIC: '' }, { TOPIC: 'required' }],
    [{ TIME: '' }, { TIME: 'required' }],
    [{ COMMENT: 'x'.repeat(500) }, {}],
    [{ COMMENT: 'x'.repeat(501) }, { COMMENT: 'too-long' }],
  ])('%j → %j', (change, problems) => {
    expect(checkCallback({ ...callback, ...change })).toEqual(problems);
  });
});

describe('checkContractOrder', () => {
  it.each([
    [{}, {}],
    [{ PRODUCT: '' }, { PRODUCT: 'required' }],
    [{ EMAIL: 'anna@example.am' }, {}],
    [{ EMAIL: 'anna@' }, { EMAIL: 'invalid' }],
    [{ PHONE: '' }, { PHONE: 'required' }],
  ])('%j → %j', (change, problems) => {
    expect(checkContractOrder({ ...order, ...change })).toEqual(problems);
  });
});

describe('checkWrittenRequest and checkAttachment', () => {
  it.each([
    [{}, {}],
    [{ SUBJECT: '  ' }, { SUBJECT: 'required' }],
    [{ SUBJECT: 'x'.repeat(121) }, { SUBJECT: 'too-long' }],
    [{ TEXT: '' }, { TEXT: 'required' }],
    [{ TEXT: 'x'.repeat(19) }, { TEXT: 'too-short' }],
    [{ TEXT: `  ${'x'.repeat(19)}  ` }, { TEXT: 'too-short' }],
    [{ TEXT: 'x'.repeat(20) }, {}],
    [{ TEXT: 'x'.repeat(2001) }, { TEXT: 'too-long' }],
  ])('%j → %j', (change, problems) => {
    expect(checkWrittenRequest({ ...written, ...change })).toEqual(problems);
  });

  it.each([
    ['scan.pdf', 'application/pdf', MB, null],
    ['photo.JPG', 'image/jpeg', 3 * MB, null],
    ['photo.png', 'image/png', 3 * MB + 1, 'file-size'],
    ['setup.exe', 'application/x-msdownload', 10, 'file-type'],
  ])('%s (%s, %i bytes) → %s', (name, type, size, problem) => {
    expect(checkAttachment({ name, type, size })).toBe(problem);
  });
});

describe('what is sent', () => {
  it('the phone as +374 and 8 digits, the e-mail in lower case, comments trimmed', () => {
    expect(callbackWire({ ...callback, COMMENT: ' After six ' })).toEqual({ PHONE: '+374 (091) 234567', TOPIC: 'claim', TIME: 'asap', COMMENT: 'After six' });
    expect(contractOrderWire({ ...order, EMAIL: ' Anna@Example.AM ' })).toMatchObject({ EMAIL: 'anna@example.am', PHONE: '+374 (091) 234567' });
  });
});
