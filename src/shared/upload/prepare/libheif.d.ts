// The part of libheif-js's ES module (wasm inside) that the HEIC decoder uses (node_modules/libheif-js/libheif-wasm).
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    display(target: { data: Uint8ClampedArray; width: number; height: number }, done: (result: { data: Uint8ClampedArray; width: number; height: number } | null) => void): void;
    free(): void;
  }
  interface HeifDecoder {
    decode(bytes: Uint8Array): HeifImage[];
    decoder?: unknown;
  }
  export interface LibHeif {
    HeifDecoder: new () => HeifDecoder;
    heif_context_free(context: unknown): void;
  }
  const createLibHeif: (options?: Record<string, unknown>) => LibHeif;
  export default createLibHeif;
}
