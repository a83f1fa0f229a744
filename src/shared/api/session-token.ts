import { createEffect, createEvent, createStore, sample } from 'effector';
import { appStarted, persistStore } from '@/shared/lib';

/**
 * The customer's token (customer-portal.md §6–§7). Sent as `Authorization` on every application
 * request and replaced by the `Authorization` header of every response. Persisted in local storage.
 */
export const TOKEN_STORAGE_KEY = 'token';

export const $token = createStore<string | null>(null);
export const tokenReceived = createEvent<string>();
export const tokenCleared = createEvent();

sample({ clock: tokenReceived, filter: (token) => token.trim() !== '', target: $token });
$token.reset(tokenCleared);

persistStore({ store: $token, key: TOKEN_STORAGE_KEY, area: 'local', pickup: appStarted });

/**
 * The customer's session in this tab, as a number that changes when it ends (sign-out here or in another tab, the
 * session running out, a 401): a request remembers it when it leaves, and its answer is taken only if it has not
 * changed since (transport.ts). A late answer of a customer who has gone must not put their token or their data back.
 */
export const $sessionEpoch = createStore(0, { serialize: 'ignore' });
/** The session's requests are over: answers still on their way are dropped. Triggered by the session's owner. */
export const sessionCallsDropped = createEvent();
$sessionEpoch.on(sessionCallsDropped, (epoch) => epoch + 1);

/**
 * The early answers the page asked for at load (early-calls.ts) and the app never took are the gone customer's too:
 * a sign-out moves inside the page, so they would stay readable in its memory.
 */
const earlyAnswersDroppedFx = createEffect(() => {
  if (typeof window !== 'undefined') delete (window as { __earlyCalls?: unknown }).__earlyCalls;
});
sample({ clock: sessionCallsDropped, target: earlyAnswersDroppedFx });
