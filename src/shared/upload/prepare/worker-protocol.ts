import type { PrepareFailure, PrepareOptions, PreparedImage } from './prepare-image';

/** Messages between `prepare.ts` and `prepare.worker.ts`. */
export interface WorkerRequest {
  id: number;
  blob: Blob;
  options: PrepareOptions;
}
export type WorkerAnswer = { id: number; ok: true; image: PreparedImage } | { id: number; ok: false; failure: PrepareFailure | 'unsupported' };
