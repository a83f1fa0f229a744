/**
 * The simulator's fixed seed and reference date (its own module: every domain's seed reads them, and `seed.ts`
 * imports the domains, so they cannot live in `seed.ts` without an import loop). Nothing seeded may read the clock
 * or Math.random: the same data on every machine and on every reset.
 */
export const SEED = 20261122;
export const REFERENCE_DATE = new Date('2026-11-01T09:00:00Z');
