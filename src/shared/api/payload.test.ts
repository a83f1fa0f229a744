import { describe, expect, it } from 'vitest';
import { shapePayload, toFormData } from './payload';

describe('payload shaping (public-site.md §7)', () => {
  it('removes undefined values and sends booleans as 1 / 0', () => {
    expect(shapePayload({ a: undefined, b: true, c: false, d: 0, e: '', f: null, g: 'x' })).toEqual({ b: 1, c: 0, d: 0, e: '', f: null, g: 'x' });
  });

  it('shapes nested objects and lists the same way', () => {
    expect(shapePayload({ nested: { on: true, gone: undefined }, list: [true, 'a', undefined, 2] })).toEqual({ nested: { on: 1 }, list: [1, 'a', 2] });
  });

  it('builds multipart with scalars, files and repeated list parts', () => {
    const file = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    const form = toFormData({ lang: 'am', count: 2, files: [file], skip: null });
    expect(form.get('lang')).toBe('am');
    expect(form.get('count')).toBe('2');
    expect((form.getAll('files[]')[0] as File).name).toBe('cv.pdf');
    expect(form.has('skip')).toBe(false);
  });
});
