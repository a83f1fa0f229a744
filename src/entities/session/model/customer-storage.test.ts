import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_STORAGE } from '@/shared/config';
import { anna } from '@/shared/test/customer';
import { signedIn } from './session';
// The session's client data (country, IP) is written by its own model on sign-in; load it as the app does.
import './client';

describe('the list of customer storage', () => {
  it('names the local keys a sign-in really writes (so sign-out removes them)', async () => {
    await allSettled(signedIn, { scope: fork(), params: { token: 'tok', user: anna } });
    const written = Object.keys(localStorage);
    // The session's own keys; owned local entries (the chat's unsent messages) are written by their stores later, and
    // the first calls by the HTTP layer on a page load the shell served (shared/api first-calls.ts).
    const later: string[] = [CUSTOMER_STORAGE.firstCalls.key];
    const listed = Object.values(CUSTOMER_STORAGE)
      .filter((entry) => entry.area === 'local' && !entry.owned && !later.includes(entry.key))
      .map((entry) => entry.key);
    expect(written.sort()).toEqual(listed.sort());
  });

  it('keeps over a 401, or hands over on sign-in, only what is stored with its owner', () => {
    for (const entry of Object.values(CUSTOMER_STORAGE)) if (entry.keptOn401 || entry.adoptedOnSignIn) expect(entry.owned).toBe(true);
  });
});
