/**
 * Bytes of test pictures, for unit tests and the browser tests (e2e imports this file by its relative path: no
 * aliases, no DOM). A phone writes its EXIF block (orientation, GPS position) right after the JPEG's start marker.
 */
export interface ExifOptions {
  /** EXIF orientation 1–8; 6 is a phone held upright (the picture is stored turned 90° to the left). */
  orientation?: number;
  /** Adds a GPS block (a latitude reference), as a phone's camera does. */
  gps?: boolean;
}

/** An APP1 "Exif" segment (little-endian TIFF, IFD0 with Orientation and a GPS pointer). */
export function exifSegment({ orientation = 1, gps = false }: ExifOptions = {}): Uint8Array {
  const entries = gps ? 2 : 1;
  const ifd0Size = 2 + entries * 12 + 4;
  const gpsOffset = 8 + ifd0Size;
  const gpsSize = gps ? 2 + 12 + 4 : 0;
  const tiff = new Uint8Array(8 + ifd0Size + gpsSize);
  const view = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, true);
  view.setUint16(8, entries, true);
  // Orientation: SHORT, 1 value.
  view.setUint16(10, 0x0112, true);
  view.setUint16(12, 3, true);
  view.setUint32(14, 1, true);
  view.setUint16(18, orientation, true);
  if (gps) {
    // GPSInfo: LONG pointer to the GPS IFD, which holds GPSLatitudeRef "N".
    view.setUint16(22, 0x8825, true);
    view.setUint16(24, 4, true);
    view.setUint32(26, 1, true);
    view.setUint32(30, gpsOffset, true);
    view.setUint16(gpsOffset, 1, true);
    view.setUint16(gpsOffset + 2, 0x0001, true);
    view.setUint16(gpsOffset + 4, 2, true);
    view.setUint32(gpsOffset + 6, 2, true);
    tiff.set([0x4e, 0x00], gpsOffset + 10);
  }
  const payload = new Uint8Array(6 + tiff.length);
  payload.set([0x45, 0x78, 0x69, 0x66, 0x00, 0x00]);
  payload.set(tiff, 6);
  const segment = new Uint8Array(4 + payload.length);
  segment.set([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  segment.set(payload, 4);
  return segment;
}

/** The JPEG with an EXIF segment put right after its start marker. */
export function withExif(jpeg: Uint8Array, options: ExifOptions): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const segment = exifSegment(options);
  const result = new Uint8Array(jpeg.length + segment.length);
  result.set(jpeg.subarray(0, 2));
  result.set(segment, 2);
  result.set(jpeg.subarray(2), 2 + segment.length);
  return result;
}

/** The head of a baseline JPEG of that size (start marker, frame header, end marker): enough to be read, not drawn. */
export function jpegHead(width: number, height: number): Uint8Array {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
}
