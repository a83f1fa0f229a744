import { describe, expect, it } from 'vitest';
import { without } from './object';

describe('without', () => {
  it('drops the key and leaves the record itself untouched', () => {
    const record = { PLATE: 'required', EVENT_DATE: 'invalid' };
    expect(without(record, 'PLATE')).toEqual({ EVENT_DATE: 'invalid' });
    expect(record).toEqual({ PLATE: 'required', EVENT_DATE: 'invalid' });
  });

  it('gives back the same record when the key is not there', () => {
    const record = { PLATE: 'required' };
    expect(without(record, 'EVENT_DATE')).toBe(record);
  });
});
