/// <reference lib="webworker" />
import { PrepareError, prepareImage } from './prepare-image';
import type { WorkerAnswer, WorkerRequest } from './worker-protocol';

/**
 * The photo preparation off the main thread (`prepare.ts` starts it): one photo at a time, so a dozen 12-megapixel
 * photos chosen at once never hold a dozen decoded bitmaps (48 MB each) together.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let queue: Promise<unknown> = Promise.resolve();

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, blob, options } = event.data;
  queue = queue.then(async () => {
    let answer: WorkerAnswer;
    if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap !== 'function') answer = { id, ok: false, failure: 'unsupported' };
    else {
      try {
        answer = { id, ok: true, image: await prepareImage(blob, options) };
      } catch (error) {
        answer = { id, ok: false, failure: error instanceof PrepareError ? error.code : 'unreadable' };
      }
    }
    scope.postMessage(answer);
  });
};
