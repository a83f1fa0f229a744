/**
 * What the first bytes of a picture say about it, without decoding it: the format, the pixel size as stored, the
 * EXIF orientation and whether it carries EXIF metadata at all. The simulator records it for every uploaded picture
 * (so tests prove the browser's shrinking: ≤ 1024 px, upright, no EXIF), and the browser uses `isHeif` to know when
 * the HEIC decoder is needed. Pure, no DOM.
 */
export interface ImageInfo {
  format: 'jpeg' | 'png' | 'heif' | 'other';
  /** As stored (before the orientation is applied); 0 when unknown. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1: as stored); 1 without EXIF. */
  orientation: number;
  /** An EXIF block is present (APP1 "Exif" in a JPEG, eXIf in a PNG). */
  exif: boolean;
  /** GPS coordinates are present in the EXIF block. */
  gps: boolean;
}

const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'avif'];

/** An ISO-BMFF file whose brand is HEIF's (an iPhone's .heic). */
export function isHeif(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const box = String.fromCharCode(...bytes.subarray(4, 8));
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  return box === 'ftyp' && HEIF_BRANDS.includes(brand);
}

/** Orientation (tag 0x0112) and GPS (tag 0x8825) from a TIFF block (the EXIF payload after "Exif\0\0"). */
function readTiff(view: DataView, start: number, end: number): { orientation: number; gps: boolean } {
  if (end - start < 8) return { orientation: 1, gps: false };
  const little = view.getUint16(start) === 0x4949;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const ifd = start + u32(start + 4);
  if (ifd + 2 > end) return { orientation: 1, gps: false };
  const count = u16(ifd);
  let orientation = 1;
  let gps = false;
  for (let index = 0; index < count; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) break;
    const tag = u16(entry);
    if (tag === 0x0112) orientation = u16(entry + 8);
    if (tag === 0x8825) gps = true;
  }
  return { orientation: orientation >= 1 && orientation <= 8 ? orientation : 1, gps };
}

function readJpeg(bytes: Uint8Array): ImageInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const info: ImageInfo = { format: 'jpeg', width: 0, height: 0, orientation: 1, exif: false, gps: false };
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break;
    const length = view.getUint16(at + 2);
    const body = at + 4;
    if (marker === 0xe1 && length >= 8 && String.fromCharCode(...bytes.subarray(body, body + 4)) === 'Exif') {
      info.exif = true;
      const tiff = readTiff(view, body + 6, Math.min(bytes.length, at + 2 + length));
      info.orientation = tiff.orientation;
      info.gps = tiff.gps;
    }
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc && body + 5 <= bytes.length) {
      info.height = view.getUint16(body + 1);
      info.width = view.getUint16(body + 3);
    }
    at += 2 + length;
  }
  return info;
}

function readPng(bytes: Uint8Array): ImageInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const info: ImageInfo = { format: 'png', width: view.getUint32(16), height: view.getUint32(20), orientation: 1, exif: false, gps: false };
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'eXIf') {
      info.exif = true;
      const tiff = readTiff(view, at + 8, Math.min(bytes.length, at + 8 + length));
      info.orientation = tiff.orientation;
      info.gps = tiff.gps;
    }
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + length;
  }
  return info;
}

/** Reads the head of a picture (a few KB are enough for a JPEG whose EXIF comes first; pass the whole file to be sure). */
export function readImageInfo(bytes: Uint8Array): ImageInfo {
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 24 && png.every((byte, index) => bytes[index] === byte)) return readPng(bytes);
  return { format: isHeif(bytes) ? 'heif' : 'other', width: 0, height: 0, orientation: 1, exif: false, gps: false };
}

/** The size as seen (orientations 5–8 turn the picture by 90°). */
export function uprightSize(info: Pick<ImageInfo, 'width' | 'height' | 'orientation'>): { width: number; height: number } {
  return info.orientation >= 5 ? { width: info.height, height: info.width } : { width: info.width, height: info.height };
}
