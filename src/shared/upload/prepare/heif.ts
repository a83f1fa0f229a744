import type { LibHeif } from 'libheif-js/libheif-wasm/libheif-bundle.mjs';

/**
 * HEIC/HEIF (an iPhone's photos) to pixels, for browsers that cannot decode it themselves (Chromium, Firefox; Safari
 * can). libheif-js's WebAssembly build (~0.7 MB gzip) is loaded on the first HEIC only, never with the page
 * (docs/decisions/upload-heic-decoder.md). libheif applies the file's own rotation and mirroring (irot, imir).
 */
let library: Promise<LibHeif> | null = null;

const loadLibHeif = () => {
  library ??= import(/* webpackChunkName: "lib-heif" */ 'libheif-js/libheif-wasm/libheif-bundle.mjs').then((module) => module.default());
  return library;
};

export interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** The first (primary) picture of a HEIF file as RGBA pixels. Throws when the bytes are not a picture libheif reads. */
export async function decodeHeif(bytes: Uint8Array): Promise<Pixels> {
  const libheif = await loadLibHeif();
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const image = images[0];
    if (!image) throw new Error('no picture in the HEIF file');
    const width = image.get_width();
    const height = image.get_height();
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
    return await new Promise<Pixels>((resolve, reject) => {
      image.display(target, (result) => (result ? resolve({ data: target.data, width, height }) : reject(new Error('HEIF decoding failed'))));
    });
  } finally {
    for (const image of images) image.free();
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder);
  }
}
