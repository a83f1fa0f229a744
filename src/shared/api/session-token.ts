import { createEvent, createStore, sample } from 'effector';
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
 * The customer's session in this tab has ended (sign-out here or in another tab, the session running out, a 401,
 * somebody else signing in): answers still on their way belong to it and are dropped (wire.ts `send`).
 * Triggered by the session's owner.
 */
export const sessionCallsDropped = createEvent();
