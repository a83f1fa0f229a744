import { setupServer } from 'msw/node';
import { resetDb } from './db';
import { handlers } from './handlers';
import { stopChaos } from './lib/chaos';
import { clearSwitches } from './lib/switches';

/**
 * The simulator in Node (vitest): the same handlers as the browser, db and switches in memory.
 * src/shared/test/setup.ts starts `server` and calls `resetSimulator()` after every test.
 */
export const server = setupServer(...handlers);

/** Fresh seeded data and no forced behaviours (nor chaos). */
export function resetSimulator(): void {
  resetDb();
  clearSwitches();
  stopChaos();
}

export { forceEndpoint, clearSwitches, listSwitches } from './lib/switches';
export { startChaos, stopChaos, chaosState } from './lib/chaos';
export { db, resetDb } from './db';
