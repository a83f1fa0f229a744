import { MAX_FILE_BYTES } from '@/shared/config';

/** Photos are scaled to fit within this square (px) before upload (customer-portal.md §9, public-site.md §9). */
export const IMAGE_MAX_SIDE = 1024;

/** The size a photo is scaled to: within max×max, proportions kept, never enlarged. */
export function fitWithin(width: number, height: number, max: number = IMAGE_MAX_SIDE): { width: number; height: number; scaled: boolean } {
  if (width <= max && height <= max) return { width, height, scaled: false };
  const ratio = Math.min(max / width, max / height);
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)), scaled: true };
}

/** §9: JPEG quality starts at 1 and steps down by 0.1 to 0.1: 1, 0.9, …, 0.1 (rounded, no 0.30000000000000004). */
export const JPEG_QUALITIES: readonly number[] = Array.from({ length: 10 }, (_, index) => (10 - index) / 10);

/**
 * The spec's loop: encode at each quality of `JPEG_QUALITIES` in turn and keep the first result of at most `maxBytes`.
 * Null when even 0.1 is too big (never for a 1024×1024 photo and 3 MB; the caller refuses the file then).
 */
export async function encodeWithinBudget(
  encode: (quality: number) => Promise<Blob>,
  maxBytes: number = MAX_FILE_BYTES,
  qualities: readonly number[] = JPEG_QUALITIES,
): Promise<{ blob: Blob; quality: number } | null> {
  for (const quality of qualities) {
    const blob = await encode(quality);
    if (blob.size <= maxBytes) return { blob, quality };
  }
  return null;
}
