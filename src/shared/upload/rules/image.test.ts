import { describe, expect, it } from 'vitest';
import { encodeWithinBudget, fitWithin, JPEG_QUALITIES } from './image';

describe('photo size before upload (§9: within 1024×1024)', () => {
  it.each([
    [800, 600, { width: 800, height: 600, scaled: false }],
    [1024, 1024, { width: 1024, height: 1024, scaled: false }],
    [4032, 3024, { width: 1024, height: 768, scaled: true }],
    [3024, 4032, { width: 768, height: 1024, scaled: true }],
    [2048, 1536, { width: 1024, height: 768, scaled: true }],
    [1500, 3000, { width: 512, height: 1024, scaled: true }],
    [1025, 10, { width: 1024, height: 10, scaled: true }],
    [4000, 1, { width: 1024, height: 1, scaled: true }],
  ])('%i×%i → %j', (width, height, expected) => expect(fitWithin(width, height)).toEqual(expected));
});

describe('the JPEG quality loop (§9: from 1 down by 0.1 to 0.1, until ≤ 3 MB)', () => {
  it('tries 1, 0.9, … 0.1 exactly', () => {
    expect(JPEG_QUALITIES).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });

  /** An encoder whose output shrinks with the quality: `bytesAt(q)`; records the qualities asked for. */
  const encoder = (bytesAt: (quality: number) => number) => {
    const asked: number[] = [];
    const encode = async (quality: number) => {
      asked.push(quality);
      return new Blob([new Uint8Array(bytesAt(quality))]);
    };
    return { encode, asked };
  };

  it.each([
    ['fits at once', (q: number) => 1000 * q, 1000, 1, [1]],
    ['exactly the limit fits', () => 1000, 1000, 1, [1]],
    ['one step', (q: number) => (q > 0.95 ? 1001 : 900), 1000, 0.9, [1, 0.9]],
    ['down to 0.3', (q: number) => Math.round(q * 3000), 1000, 0.3, [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]],
    ['only the last', (q: number) => (q < 0.15 ? 999 : 5000), 1000, 0.1, [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]],
  ])('%s', async (_, bytesAt, max, quality, asked) => {
    const { encode, asked: seen } = encoder(bytesAt);
    const result = await encodeWithinBudget(encode, max);
    expect(result?.quality).toBe(quality);
    expect(result?.blob.size).toBeLessThanOrEqual(max);
    expect(seen).toEqual(asked);
  });

  it('gives up after 0.1 (the file is refused)', async () => {
    const { encode, asked } = encoder(() => 5000);
    expect(await encodeWithinBudget(encode, 1000)).toBeNull();
    expect(asked).toHaveLength(10);
  });
});
