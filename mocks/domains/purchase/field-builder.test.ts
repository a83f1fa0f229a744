import { describe, expect, it } from 'vitest';
import { fieldBuilder } from './field-builder';

const label = { am: 'Հեռախոս', en: 'Phone', ru: 'Телефон' };

describe('fieldBuilder', () => {
  it('numbers the fields of a form formId * 100 + n, in the request language', () => {
    const f = fieldBuilder(3101, 'en');
    expect(f('PLATE', label, 'str')).toEqual({ ID: 310101, TEXT: 'Phone', FIELD_NAME: 'PLATE', TYPE: 'str', GRANTED: 1 });
    expect(f('DOCUMENT', label, 'str', { required: 1 })).toMatchObject({ ID: 310102, required: 1 });
  });

  it('gives a field the spec’s own id when named, and still counts it', () => {
    const f = fieldBuilder(4515, 'am', { PHONE: 4521 });
    expect(f('PASSPORT', label, 'str').ID).toBe(451501);
    expect(f('PHONE', label, 'phone')).toMatchObject({ ID: 4521, TEXT: 'Հեռախոս' });
    expect(f('EMAIL', label, 'str').ID).toBe(451503);
  });
});
