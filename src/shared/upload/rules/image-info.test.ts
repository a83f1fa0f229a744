import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jpegHead, withExif } from '@/shared/test/photos';
import { isHeif, readImageInfo, uprightSize } from './image-info';

describe('reading a picture head (the simulator records it for every upload)', () => {
  it.each([
    ['a JPEG without EXIF', jpegHead(1024, 768), { format: 'jpeg', width: 1024, height: 768, orientation: 1, exif: false, gps: false }],
    ['a phone photo held upright', withExif(jpegHead(4032, 3024), { orientation: 6, gps: true }), { format: 'jpeg', width: 4032, height: 3024, orientation: 6, exif: true, gps: true }],
    ['EXIF without GPS', withExif(jpegHead(640, 480), { orientation: 3 }), { format: 'jpeg', width: 640, height: 480, orientation: 3, exif: true, gps: false }],
    ['an out-of-range orientation', withExif(jpegHead(10, 20), { orientation: 12 }), { format: 'jpeg', width: 10, height: 20, orientation: 1, exif: true, gps: false }],
    ['not a picture', new TextEncoder().encode('%PDF-1.7 hello'), { format: 'other', width: 0, height: 0, orientation: 1, exif: false, gps: false }],
  ])('%s', (_, bytes, expected) => expect(readImageInfo(bytes)).toEqual(expected));

  it('reads a PNG header', () => {
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 2000);
    new DataView(png.buffer).setUint32(20, 1500);
    expect(readImageInfo(png)).toMatchObject({ format: 'png', width: 2000, height: 1500, exif: false });
  });

  it('knows an iPhone HEIC by its brand', () => {
    const heic = new Uint8Array(readFileSync('e2e/fixtures/photo.heic'));
    expect(isHeif(heic)).toBe(true);
    expect(readImageInfo(heic).format).toBe('heif');
    expect(isHeif(jpegHead(1, 1))).toBe(false);
  });

  it.each([
    [{ width: 4032, height: 3024, orientation: 6 }, { width: 3024, height: 4032 }],
    [{ width: 4032, height: 3024, orientation: 8 }, { width: 3024, height: 4032 }],
    [{ width: 4032, height: 3024, orientation: 3 }, { width: 4032, height: 3024 }],
    [{ width: 4032, height: 3024, orientation: 1 }, { width: 4032, height: 3024 }],
  ])('upright size of %o', (info, expected) => expect(uprightSize(info)).toEqual(expected));
});
