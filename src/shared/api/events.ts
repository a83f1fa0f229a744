import { createEvent } from 'effector';
import type { FieldWarnings } from './errors';

/**
 * What the API layer tells the rest of the product. `shared` never imports features:
 * the app layer and the session entity subscribe to these.
 */

/** 400 with warning keys: show the warning dialog listing every message. */
export const warningReceived = createEvent<{ messages: string[]; fieldWarnings: FieldWarnings }>();
/** 5xx: show an error toast for 4 s. An empty list means "show the generic server-error text". */
export const serverErrorReceived = createEvent<{ messages: string[] }>();
/** The answer did not have the shape the product expects. */
export const invalidResponseReceived = createEvent<{ path: string; issues: string[] }>();
/** 200 / 202 with a `message`: show a success toast. */
export const successMessageReceived = createEvent<{ text: string; autoCloseMs: number | false }>();
/** 401 from the application client: the session entity logs out and sends the user to /login. */
export const sessionRejected = createEvent();
/** 404 on a read: the app goes to /notfound. */
export const notFoundReceived = createEvent<{ path: string }>();
