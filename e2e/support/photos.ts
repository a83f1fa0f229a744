import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { withExif } from '../../src/shared/test/photos';

/**
 * Pictures for the upload tests (issue 21). Small ones are constants; the big ones are drawn in the page's own
 * Chromium at test time (a 12-megapixel noisy JPEG is 6 MB: it is never committed). The one HEIC is committed
 * (e2e/fixtures/photo.heic, 25 KB, made by scripts/make-heic-fixture.mjs).
 */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A real 64×48 JPEG (1 KB) that every browser decodes: the stand-in for a small photo. */
const SMALL_JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAwAEADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAEG/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABYBAQEBAAAAAAAAAAAAAAAAAAAHBf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AMsAwVXAAUBY0BAAQBHF+AAUBY0BAAQBHF+AAUBY0BAAf//Z';

/** A small real photo (decodable), under any name. */
export const photo = (name: string): UploadFile => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from(SMALL_JPEG, 'base64') });

/** A PDF of `size` bytes (PDFs are sent as they are: the 3 MB limit applies to them unchanged). */
export const pdf = (name: string, size = 40_000): UploadFile => {
  const head = Buffer.from('%PDF-1.4\n% test\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]) };
};

/** Bytes that claim to be a JPEG and are not a picture. */
export const brokenPhoto = (name = 'broken.jpg'): UploadFile => ({ name, mimeType: 'image/jpeg', buffer: Buffer.alloc(30_000, 7) });

/** The committed iPhone-style HEIC: 2016×1512, the left third red. */
export const heicPhoto = (name = 'IMG_2041.HEIC'): UploadFile => ({ name, mimeType: 'image/heic', buffer: readFileSync('e2e/fixtures/photo.heic') });

/**
 * A JPEG drawn in the page: a gradient with seeded noise (`noise` 0–255; 80 at 4032×3024 and quality 0.92 gives
 * ~6.4 MB, what a 12-megapixel phone camera writes), the left third red so its orientation can be seen.
 */
export async function drawnJpeg(page: Page, { width, height, noise = 0, quality = 0.92 }: { width: number; height: number; noise?: number; quality?: number }): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, noise, quality }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const image = context.createImageData(width, height);
      const data = image.data;
      let seed = 20261127;
      const random = () => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return seed / 0x7fffffff;
      };
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const at = (y * width + x) * 4;
          const shake = noise ? (random() - 0.5) * noise : 0;
          const red = x < width / 3;
          data[at] = (red ? 220 : 20) + shake;
          data[at + 1] = (red ? 30 : (x / width) * 200) + shake;
          data[at + 2] = (red ? 30 : (y / height) * 220) + shake;
          data[at + 3] = 255;
        }
      }
      context.putImageData(image, 0, 0);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality })).arrayBuffer());
      let text = '';
      for (let index = 0; index < bytes.length; index += 0x8000) text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(text);
    },
    { width, height, noise, quality },
  );
  return Buffer.from(base64, 'base64');
}

/** What a 12-megapixel phone camera writes: 4032×3024, 5–8 MB, with EXIF (upright, GPS position). */
export async function bigPhoto(page: Page, name = 'IMG_0001.JPG'): Promise<UploadFile> {
  const jpeg = await drawnJpeg(page, { width: 4032, height: 3024, noise: 80 });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(withExif(new Uint8Array(jpeg), { orientation: 1, gps: true })) };
}

/** A phone photo held upright: stored 1200×800 with EXIF orientation 6 (and a GPS position); seen 800×1200. */
export async function rotatedPhoto(page: Page, name = 'IMG_0002.JPG'): Promise<UploadFile> {
  const jpeg = await drawnJpeg(page, { width: 1200, height: 800 });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(withExif(new Uint8Array(jpeg), { orientation: 6, gps: true })) };
}

export interface StoredUpload {
  id: string;
  name: string;
  type: string;
  size: number;
  pixels?: string;
  orientation?: number;
  exif?: boolean;
  kind: string;
  owner: string;
}

/** What the simulator stored through /files/upload (its db in localStorage), oldest first. */
export async function storedUploads(page: Page): Promise<StoredUpload[]> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('sim:db') ?? '{}') as { uploads?: StoredUpload[] }).uploads ?? []);
}
