// Written `import.meta.env.PUBLIC_X?.trim() || default` as in env.ts (the build folds an unset one to its default).
// A module of its own, apart from env.ts's `config`: a module ships where it is imported, and only code outside the
// first render reads these (docs/decisions/size-budget.md).

/**
 * Real users' vitals (docs/decisions/real-user-vitals.md): where the beacons go, empty = off (simulator builds default
 * to the simulator's collector, rsbuild.config.ts), and the share of page loads that report, 0…1. Read only by the
 * reporter, which only builds given an endpoint load.
 */
export const vitalsConfig = {
  url: import.meta.env.PUBLIC_VITALS_URL?.trim() || '',
  sampleRate: Number(import.meta.env.PUBLIC_VITALS_SAMPLE_RATE?.trim() || '1'),
} as const;
