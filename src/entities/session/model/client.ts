import { attach, createEffect, createStore, sample } from 'effector';
import { $token, fetchClientInfoFx, PHONE_COUNTRY_CODE, PHONE_COUNTRY_SHORT } from '@/shared/api';
import { appStarted, persistStore } from '@/shared/lib';
import { CUSTOMER_STORAGE } from '@/shared/config';
import { $user, sessionEnded, sessionRestored, signedIn, signedOut, signedOutElsewhere } from './session';

/**
 * The session's country code and IP address (public-site.md §3: "a token, a country code and an IP address (read
 * from stored client data, the IP from a lookup on the product's own host)"; docs/decisions/session-client-info.md).
 * - The stored client data is local storage `client`; without it the country is AM and its calling code 374.
 * - The IP comes from GET /client-info on this site (nginx answers it from `$remote_addr`, deploy/nginx.conf; the
 *   simulator answers it too), looked up when a session starts and when a stored session lacks it.
 * - It is the session's: signing out or a 401 forgets it (`CLIENT_STORAGE_KEY` is cleared with the user).
 */
export const CLIENT_STORAGE_KEY = CUSTOMER_STORAGE.client.key;

export interface SessionClient {
  /** The calling code, digits only: 374. */
  countryCode: string;
  /** ISO 3166 code: AM. */
  country: string;
  /** The visitor's address as the product's host saw it; null until looked up (or when the host does not say). */
  ip: string | null;
}

/** What is stored (null: nothing yet). */
const $stored = createStore<Partial<SessionClient> | null>(null);
persistStore({ store: $stored, key: CLIENT_STORAGE_KEY, area: 'local', pickup: appStarted });

const textOr = (value: unknown, fallback: string | null) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);

export const $client = $stored.map(
  (stored): SessionClient => ({
    countryCode: (textOr(stored?.countryCode, null) ?? PHONE_COUNTRY_CODE).replace(/\D/g, '') || PHONE_COUNTRY_CODE,
    country: (textOr(stored?.country, null) ?? PHONE_COUNTRY_SHORT).toUpperCase(),
    ip: textOr(stored?.ip, null),
  }),
);

const lookUpFx = attach({ effect: fetchClientInfoFx });
export const logClientInfoFailureFx = createEffect((error: unknown) => {
  console.warn('[session] /client-info did not answer; the IP stays unknown', error);
});

// A session starts, or a stored one has no IP yet: look it up. The call takes nothing: a GET's payload is its query,
// and the clock's own data (the sign-in's token and customer) went into the address (`?token=…&user=[object Object]`).
sample({ clock: signedIn, fn: () => undefined, target: lookUpFx });
sample({
  clock: sessionRestored,
  source: { user: $user, token: $token, client: $client },
  filter: ({ user, token, client }) => Boolean(user && token) && client.ip === null,
  fn: () => undefined,
  target: lookUpFx,
});
sample({
  clock: lookUpFx.doneData,
  source: $client,
  fn: (client, answer): SessionClient => ({
    countryCode: textOr(answer.countryCode, null)?.replace(/\D/g, '') || client.countryCode,
    country: textOr(answer.country, null)?.toUpperCase() ?? client.country,
    ip: textOr(answer.ip, null),
  }),
  target: $stored,
});
sample({ clock: lookUpFx.failData, target: logClientInfoFailureFx });

// The session's, so it ends with it (here, in another tab, a 401 or the session running out): null removes the stored
// key (persistStore); the session's storage clean-ups remove it too (CUSTOMER_STORAGE.client).
$stored.reset(signedOut, signedOutElsewhere, sessionEnded);

/** What a bank order sends of it (docs/decisions/session-client-info.md): the IP when known, and the country. */
export const clientFields = (client: SessionClient): { CLIENT_IP?: string; CLIENT_COUNTRY: string } =>
  client.ip ? { CLIENT_IP: client.ip, CLIENT_COUNTRY: client.country } : { CLIENT_COUNTRY: client.country };
