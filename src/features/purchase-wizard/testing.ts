// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
import { readInterfaceFormAheadFx } from '@/shared/api';

export { stepForm } from './model/wizard';

/** A fork handler for the next step's form read ahead (model/core.ts): nothing to read in these tests. */
export const noReadAhead: [typeof readInterfaceFormAheadFx, () => Promise<{ result: never[]; values: null }>] = [readInterfaceFormAheadFx, async () => ({ result: [], values: null })];
