import { chosenKind, preparedName } from '../rules/files';
import { PrepareError, prepareImage, type PrepareOptions, type PreparedImage } from './prepare-image';
import type { WorkerAnswer, WorkerRequest } from './worker-protocol';

/**
 * Prepares a chosen file for sending: a photo goes through `prepareImage` in a worker (`createImageBitmap` +
 * `OffscreenCanvas`), or on the main thread where a worker cannot draw (Safari before 16.4); a PDF is sent as it is.
 * The worker starts on the first photo and stays for the next ones.
 */
export interface PreparedFile {
  file: File;
  /** The photo as sent (null for a PDF). */
  image: { width: number; height: number; quality: number } | null;
}

type Pending = { resolve: (image: PreparedImage | 'unsupported') => void; reject: (error: PrepareError) => void };

let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, Pending>();

function dropWorker() {
  worker?.terminate();
  worker = null;
  for (const pending of waiting.values()) pending.resolve('unsupported');
  waiting.clear();
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./prepare.worker.ts', import.meta.url), { name: 'prepare-photo' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if (answer.ok) pending.resolve(answer.image);
    else if (answer.failure === 'unsupported') pending.resolve('unsupported');
    else pending.reject(new PrepareError(answer.failure));
  };
  // A worker that cannot start (blocked by a policy, a script error): every photo is prepared on the main thread.
  worker.onerror = dropWorker;
  return worker;
}

function inWorker(running: Worker, blob: Blob, options: PrepareOptions) {
  return new Promise<PreparedImage | 'unsupported'>((resolve, reject) => {
    lastId += 1;
    waiting.set(lastId, { resolve, reject });
    running.postMessage({ id: lastId, blob, options } satisfies WorkerRequest);
  });
}

/** A photo prepared off the main thread where the browser allows, else on it. */
export async function preparePhoto(blob: Blob, options: PrepareOptions = {}): Promise<PreparedImage> {
  const running = startWorker();
  if (running) {
    const answer = await inWorker(running, blob, options);
    if (answer !== 'unsupported') return answer;
    if (worker === running) dropWorker();
  }
  return prepareImage(blob, options);
}

/** The file as it is sent: a photo prepared (JPEG, named as the customer's with `.jpg`), a PDF as it is. */
export async function prepareFile(file: File, options: PrepareOptions = {}): Promise<PreparedFile> {
  const kind = chosenKind(file);
  if (kind === 'pdf') return { file, image: null };
  if (kind !== 'image' || typeof createImageBitmap !== 'function') throw new PrepareError('unreadable');
  const image = await preparePhoto(file, options);
  return {
    file: new File([image.blob], preparedName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }),
    image: { width: image.width, height: image.height, quality: image.quality },
  };
}
