import { afterEach, describe, expect, it, vi } from 'vitest';
import { withObservedWorkerUpdates } from './observe-worker-updates';

/** A stand-in for the browser's class whose update() is refused, as Chromium refuses it for a registration being removed. */
class RefusingRegistration {
  update(): Promise<void> {
    return Promise.reject(new TypeError("Failed to update a ServiceWorker for scope ('/'): Not found"));
  }
}

describe('withObservedWorkerUpdates (mswjs/msw#2006)', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    unhandled.length = 0;
  });

  async function fireAndForgetUpdate(wrap: boolean) {
    vi.stubGlobal('ServiceWorkerRegistration', RefusingRegistration);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    process.on('unhandledRejection', onUnhandled);
    // What MSW does while starting: `existingRegistration.update()`, neither awaited nor caught.
    const start = async () => {
      void new RefusingRegistration().update();
    };
    await (wrap ? withObservedWorkerUpdates(start) : start());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('leaves no unhandled rejection when the browser refuses the update during start', async () => {
    await fireAndForgetUpdate(true);
    expect(unhandled).toEqual([]);
    expect(console.info).toHaveBeenCalledWith('[simulator] worker update skipped:', expect.any(TypeError));
  });

  it('the same call without it is an unhandled rejection (the error the demo showed)', async () => {
    await fireAndForgetUpdate(false);
    expect(unhandled).toHaveLength(1);
  });

  it("puts the browser's own update() back once started", async () => {
    vi.stubGlobal('ServiceWorkerRegistration', RefusingRegistration);
    const own = RefusingRegistration.prototype.update;
    await withObservedWorkerUpdates(async () => {
      expect(RefusingRegistration.prototype.update).not.toBe(own);
    });
    expect(RefusingRegistration.prototype.update).toBe(own);
  });
});
