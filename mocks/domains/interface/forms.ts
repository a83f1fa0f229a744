import { calculatorForms } from '../calculators/forms';
import { purchaseForms } from '../purchase/forms';
import { showcaseForms } from './showcase';
import type { FormDefinition } from './types';

/**
 * Every server-described form the simulator serves (get-popup-input-list, /api/interface/form/{id},
 * on-change-input-value), by TABID. Domains that own forms export their lists and are appended here
 * (static imports, no registration side effects): e.g. `...calculatorForms`.
 */
export const formDefinitions: readonly FormDefinition[] = [...showcaseForms, ...calculatorForms, ...purchaseForms];
