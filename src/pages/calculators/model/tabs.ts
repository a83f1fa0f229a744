import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CalculatorTab } from '@/shared/config';

/**
 * The tabs of the calculators page (public-site.md §2), in their order: the URL segment, the TABID of the
 * tab's form (get-popup-input-list) and the product's calculation path (public-site.md §7). The simulator
 * serves the same table (mocks/domains/calculators/forms.ts; docs/decisions.md "Calculators").
 */
export const CALCULATOR_TAB_CONFIG = [
  { id: 'appa', tabId: 3101, calcPath: '/product/appa/calc', label: msg`CMTPL` },
  { id: 'apka', tabId: 3102, calcPath: '/product/apka/calc', label: msg`Voluntary MTPL` },
  { id: 'justCasco', tabId: 3103, calcPath: '/product/just-casco/calc', label: msg`Just Casco` },
  { id: 'travel', tabId: 3104, calcPath: '/product/travel/calc', label: msg`Travel` },
  { id: 'medicalCheckUpPlus', tabId: 3105, calcPath: '/product/medical-checkup-plus/calc', label: msg`Medical check-up plus` },
  { id: 'socialMedCheckUp', tabId: 3106, calcPath: '/product/social-med-checkup/calc', label: msg`Social medical check-up` },
  { id: 'property', tabId: 3107, calcPath: '/product/property/calc', label: msg`Property` },
  { id: 'petsInsurance', tabId: 3108, calcPath: '/product/pets-insurance/calc', label: msg`Pets` },
] as const satisfies readonly { id: CalculatorTab; tabId: number; calcPath: string; label: MessageDescriptor }[];

export type CalculatorTabConfig = (typeof CALCULATOR_TAB_CONFIG)[number];
export type { CalculatorTab };
