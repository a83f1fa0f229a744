/**
 * Messages between the app's tabs in this browser (BroadcastChannel: same origin, not the sending tab). Where it is
 * missing (very old browsers, some test environments) posting does nothing and nobody hears: each tab then still
 * follows local storage (the token, the user, the session's last use).
 */
export interface TabChannel<M> {
  post(message: M): void;
  /** Starts listening; returns the stop. */
  listen(handler: (message: M) => void): () => void;
}

export function createTabChannel<M>(name: string): TabChannel<M> {
  let channel: BroadcastChannel | null | undefined;
  const open = (): BroadcastChannel | null => {
    if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
    return channel;
  };
  return {
    post(message) {
      try {
        open()?.postMessage(message);
      } catch {
        /* closed or not cloneable: the other tabs follow storage instead */
      }
    },
    listen(handler) {
      const target = open();
      if (!target) return () => undefined;
      const listener = (event: MessageEvent<M>) => handler(event.data);
      target.addEventListener('message', listener);
      return () => target.removeEventListener('message', listener);
    },
  };
}
