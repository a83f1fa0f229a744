import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeHeif } from './heif';

// The decoder the browser loads for a HEIC photo (libheif-js, WebAssembly), here in Node 20+: the committed
// fixture (2016×1512, the left third red) decodes to its pixels.
describe('HEIC decoding (libheif-js)', () => {
  it('decodes an iPhone-style HEIC to RGBA pixels', async () => {
    const pixels = await decodeHeif(new Uint8Array(readFileSync('e2e/fixtures/photo.heic')));
    expect([pixels.width, pixels.height]).toEqual([2016, 1512]);
    expect(pixels.data.length).toBe(2016 * 1512 * 4);
    const [red, green, blue, alpha] = pixels.data.subarray(0, 4);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(80);
    expect(blue).toBeLessThan(80);
    expect(alpha).toBe(255);
    // The right edge is the gradient, not red.
    const right = (2015) * 4;
    expect(pixels.data[right]).toBeLessThan(80);
  }, 60_000);

  it('refuses bytes that are not HEIF', async () => {
    await expect(decodeHeif(new TextEncoder().encode('not a picture at all, just text'))).rejects.toThrow();
  }, 60_000);
});
