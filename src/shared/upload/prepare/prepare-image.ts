import { MAX_FILE_BYTES } from '@/shared/config';
import { isHeif } from '../rules/image-info';
import { encodeWithinBudget, fitWithin, IMAGE_MAX_SIDE } from '../rules/image';
import { decodeHeif } from './heif';

/**
 * A photo made ready to send (customer-portal.md §9, public-site.md §9; issue 21): decoded (JPEG, PNG, WebP, and HEIC
 * through libheif where the browser cannot), turned upright by its EXIF orientation, scaled to fit 1024×1024, drawn
 * on white (a transparent PNG does not turn black) and encoded as JPEG at quality 1, 0.9, … until it is at most 3 MB.
 * Re-encoding drops every metadata block: no GPS position, no device leaves the phone. The same code runs in the
 * worker (`OffscreenCanvas`) and, where a worker cannot draw, on the main thread (`prepare.ts` decides).
 */
export interface PreparedImage {
  blob: Blob;
  width: number;
  height: number;
  quality: number;
}

export type PrepareFailure = 'unreadable' | 'too-big';

export class PrepareError extends Error {
  constructor(readonly code: PrepareFailure) {
    super(code);
    this.name = 'PrepareError';
  }
}

export interface PrepareOptions {
  maxSide?: number;
  maxBytes?: number;
}

type Drawable = ImageBitmap;

/** The picture decoded upright; HEIC through libheif when the browser's own decoder refuses it. */
async function decode(source: Blob): Promise<Drawable> {
  try {
    return await createImageBitmap(source, { imageOrientation: 'from-image' });
  } catch {
    const bytes = new Uint8Array(await source.arrayBuffer());
    if (!isHeif(bytes)) throw new PrepareError('unreadable');
    try {
      const pixels = await decodeHeif(bytes);
      return await createImageBitmap(new ImageData(pixels.data, pixels.width, pixels.height));
    } catch {
      throw new PrepareError('unreadable');
    }
  }
}

interface Surface {
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  encode: (quality: number) => Promise<Blob>;
  release: () => void;
}

function createSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new PrepareError('unreadable');
    return {
      context,
      encode: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
      release: () => {
        canvas.width = 1;
        canvas.height = 1;
      },
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PrepareError('unreadable');
  return {
    context,
    encode: (quality) =>
      new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PrepareError('unreadable'))), 'image/jpeg', quality)),
    release: () => {
      canvas.width = 1;
      canvas.height = 1;
    },
  };
}

export async function prepareImage(source: Blob, options: PrepareOptions = {}): Promise<PreparedImage> {
  const bitmap = await decode(source);
  const size = fitWithin(bitmap.width, bitmap.height, options.maxSide ?? IMAGE_MAX_SIDE);
  const surface = createSurface(size.width, size.height);
  try {
    surface.context.fillStyle = '#ffffff';
    surface.context.fillRect(0, 0, size.width, size.height);
    surface.context.imageSmoothingEnabled = true;
    surface.context.imageSmoothingQuality = 'high';
    surface.context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const encoded = await encodeWithinBudget(surface.encode, options.maxBytes ?? MAX_FILE_BYTES);
    if (!encoded) throw new PrepareError('too-big');
    return { blob: encoded.blob, width: size.width, height: size.height, quality: encoded.quality };
  } finally {
    surface.release();
  }
}
