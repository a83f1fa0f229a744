import { describe, expect, it, vi } from 'vitest';
import { contactHref } from './contact-href';
import { ARMENIA_OUTLINE, chooseMapMode, hasWebGL, project, STATIC_MAP_SIZE } from './map-mode';

describe('chooseMapMode (interactive only with a token and WebGL)', () => {
  it.each([
    [{ token: 'pk.abc', webgl: true }, 'interactive'],
    [{ token: 'pk.abc', webgl: false }, 'static'],
    [{ token: '', webgl: true }, 'static'],
    [{ token: '   ', webgl: true }, 'static'],
    [{ token: undefined, webgl: true }, 'static'],
    [{ token: null, webgl: false }, 'static'],
  ])('%o → %s', ({ token, webgl }, mode) => expect(chooseMapMode({ token, webgl: () => webgl })).toBe(mode));

  it('asks whether WebGL works only when there is a token (making a context to find out is costly)', () => {
    const webgl = vi.fn(() => true);
    chooseMapMode({ token: '', webgl });
    chooseMapMode({ token: null, webgl });
    expect(webgl).not.toHaveBeenCalled();
    chooseMapMode({ token: 'pk.abc', webgl });
    expect(webgl).toHaveBeenCalledOnce();
  });

  it('hasWebGL is false without a document or when the canvas has no context', () => {
    expect(hasWebGL(undefined)).toBe(false);
    const doc = { createElement: () => ({ getContext: () => null }) } as unknown as Document;
    expect(hasWebGL(doc)).toBe(false);
    const broken = { createElement: () => ({ getContext: () => { throw new Error('blocked'); } }) } as unknown as Document;
    expect(hasWebGL(broken)).toBe(false);
    const ok = { createElement: () => ({ getContext: (kind: string) => (kind === 'webgl' ? {} : null) }) } as unknown as Document;
    expect(hasWebGL(ok)).toBe(true);
  });
});

describe('static map projection', () => {
  const yerevan = project([44.5089, 40.1862]);
  const gyumri = project([43.8475, 40.7894]);
  const vanadzor = project([44.4939, 40.8103]);

  it('keeps the cities where they are relative to each other', () => {
    expect(gyumri.x).toBeLessThan(yerevan.x); // Gyumri is west of Yerevan
    expect(gyumri.y).toBeLessThan(yerevan.y); // and north of it
    expect(Math.abs(vanadzor.x - yerevan.x)).toBeLessThan(5); // Vanadzor is almost due north
    expect(vanadzor.y).toBeLessThan(yerevan.y);
    expect(Math.abs(vanadzor.y - gyumri.y)).toBeLessThan(10); // Gyumri and Vanadzor share a latitude
  });

  it('fits the outline of Armenia in the picture', () => {
    for (const point of ARMENIA_OUTLINE) {
      const { x, y } = project(point);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(STATIC_MAP_SIZE.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(STATIC_MAP_SIZE.height);
    }
  });
});

describe('contactHref', () => {
  it.each([
    [{ value: '+374 10 500010', urlPrefix: 'tel:' }, 'tel:+37410500010'],
    [{ value: ' info@sevan-insurance.am ', urlPrefix: 'mailto:' }, 'mailto:info@sevan-insurance.am'],
    [{ value: 'site', url: 'https://example.am' }, 'https://example.am'],
    [{ value: 'Mon–Fri 09:00–18:00' }, null],
    [{ value: '', urlPrefix: 'tel:' }, null],
  ])('%o → %s', (item, href) => expect(contactHref(item)).toBe(href));
});
