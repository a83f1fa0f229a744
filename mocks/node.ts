import { setupServer } from 'msw/node';
import { resetDb } from './db';
import { handlers } from './handlers';
import { clearSwitches } from './lib/switches';

/**
 * The simulator in Node (vitest): the same handlers as the browser, db and switches in memory.
 * src/shared/test/setup.ts starts `server` and calls `resetSimulator()` after every test.
 */
export const server = setupServer(...handlers);

/** Fresh seeded data and no forced behaviours. */
export function resetSimulator(): void {
  resetDb();
  clearSwitches();
}

export { forceEndpoint, clearSwitches, listSwitches } from './lib/switches';
export { db, resetDb } from './db';
