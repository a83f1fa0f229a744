/**
 * MSW 2 finds an existing registration of its worker and calls `registration.update()` on it without waiting
 * for or catching the answer (mswjs/msw#2006, open). When the browser cannot update just then (the registration
 * is being replaced or removed by another page of the same origin: "Not found"; the script is briefly missing
 * while dist-demo is rebuilt: "404"), that promise rejects unobserved and the page reports an uncaught error.
 * The worker already controlling the page keeps working either way, so for the duration of `worker.start` the
 * answer of `update()` is observed here (and logged for whoever looks), and handed on unchanged.
 */
export async function withObservedWorkerUpdates<T>(run: () => Promise<T>): Promise<T> {
  if (typeof ServiceWorkerRegistration === 'undefined') return run();
  const prototype = ServiceWorkerRegistration.prototype;
  const update = Object.getOwnPropertyDescriptor(prototype, 'update');
  if (!update || typeof update.value !== 'function') return run();
  const original = update.value as ServiceWorkerRegistration['update'];
  Object.defineProperty(prototype, 'update', {
    ...update,
    value(this: ServiceWorkerRegistration) {
      const answer = original.call(this);
      answer.catch((error: unknown) => console.info('[simulator] worker update skipped:', error));
      return answer;
    },
  });
  try {
    return await run();
  } finally {
    Object.defineProperty(prototype, 'update', update);
  }
}
