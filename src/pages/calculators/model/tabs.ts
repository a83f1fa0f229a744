import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CalculatorTab } from '@/shared/config';

/** The tab labels of the calculators page; the tabs themselves (order, TABID, calculation path) are CALCULATORS in shared/config. */
export const CALCULATOR_LABELS: Record<CalculatorTab, MessageDescriptor> = {
  appa: msg`CMTPL`,
  apka: msg`Voluntary MTPL`,
  justCasco: msg`Just Casco`,
  travel: msg`Travel`,
  medicalCheckUpPlus: msg`Medical check-up plus`,
  socialMedCheckUp: msg`Social medical check-up`,
  property: msg`Property`,
  petsInsurance: msg`Pets`,
};
