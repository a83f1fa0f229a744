import { db } from '../db';
import type { CustomerRecord, SessionRecord } from '../db/types';

/**
 * Sessions of the application client: a token per sign-in, valid for 30 minutes after the last authorized
 * request (sliding expiry, real time: Date.now()).
 */
export const SESSION_TTL_MS = 30 * 60 * 1000;

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** A random identifier (tokens, captcha ids): runtime values, deliberately not part of the seed. */
export function randomId(prefix: string, bytes = 16): string {
  return `${prefix}${randomHex(bytes)}`;
}

/** The token of a request's `Authorization` header (a `Bearer ` or `Token ` prefix is accepted). */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('Authorization')?.trim() ?? '';
  const token = header.replace(/^(Bearer|Token)\s+/i, '').trim();
  return token || null;
}

export function createSession(customer: CustomerRecord): SessionRecord {
  const now = Date.now();
  const session: SessionRecord = {
    token: randomId('sim.'),
    customer: customer.profile.CUSTOMER,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  };
  db.update((state) => {
    // Expired sessions are dropped here, so the stored db does not grow.
    state.sessions = state.sessions.filter((existing) => existing.expiresAt > now);
    state.sessions.push(session);
  });
  return session;
}

export type SessionLookup =
  | { status: 'valid'; session: SessionRecord; customer: CustomerRecord }
  | { status: 'missing' }
  | { status: 'expired' };

/**
 * Finds the session of a token. A valid session is extended by 30 minutes (sliding expiry); an unknown
 * token and a session whose customer no longer exists (after a reset) are 'missing'.
 */
export function touchSession(token: string | null): SessionLookup {
  if (!token) return { status: 'missing' };
  const now = Date.now();
  const state = db.read();
  const session = state.sessions.find((candidate) => candidate.token === token);
  if (!session) return { status: 'missing' };
  if (session.expiresAt <= now) return { status: 'expired' };
  const customer = state.customers.find((candidate) => candidate.profile.CUSTOMER === session.customer);
  if (!customer) return { status: 'missing' };
  const extended = db.update((draft) => {
    const stored = draft.sessions.find((candidate) => candidate.token === token);
    if (stored) stored.expiresAt = now + SESSION_TTL_MS;
    return stored ?? session;
  });
  return { status: 'valid', session: { ...extended }, customer };
}
