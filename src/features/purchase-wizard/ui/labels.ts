import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PurchaseProductKey } from '@/shared/config';

/** The three medical check-ups share their step names. */
const MEDICAL_LABELS = {
  tabs: { 'search-person': msg`Insured person`, 'contract-data': msg`Check-up`, 'create-contract': msg`Payment` },
  final: msg`Policy`,
};

/**
 * The names of each wizard's steps as the progress shows them (the step's page title comes from its server form).
 * `contract-pay` has no tab of its own: it is the hand-over to the bank, part of "Payment".
 */
export const STEP_LABELS: Record<PurchaseProductKey, { tabs: Partial<Record<string, MessageDescriptor>>; final: MessageDescriptor }> = {
  appa: {
    tabs: { 'search-car': msg`Car and owner`, 'check-data': msg`Check the data`, payment: msg`Payment` },
    final: msg`Policy`,
  },
  travel: {
    tabs: { 'search-travel-person': msg`Traveller`, 'travel-contract-data': msg`Trip`, 'create-travel-contract': msg`Payment` },
    final: msg`Policy`,
  },
  medicalCheckUp: MEDICAL_LABELS,
  medicalCheckUpPlus: MEDICAL_LABELS,
  socialMedCheckUp: MEDICAL_LABELS,
  apka: {
    tabs: { 'search-person': msg`Policyholder`, 'search-car': msg`Car and limit`, payment: msg`Payment` },
    final: msg`Policy`,
  },
  justCasco: {
    tabs: { 'search-person': msg`Policyholder`, 'search-car': msg`Car and term`, payment: msg`Payment` },
    final: msg`Policy`,
  },
  property: {
    tabs: { 'search-person': msg`Policyholder`, 'property-data': msg`Property`, payment: msg`Payment` },
    final: msg`Policy`,
  },
  petsInsurance: {
    tabs: { 'search-person': msg`Policyholder`, 'pet-data': msg`Pet`, payment: msg`Payment` },
    final: msg`Policy`,
  },
};

/** What the step's main button says. */
export const SUBMIT_LABELS: Partial<Record<string, MessageDescriptor>> = {
  'search-car': msg`Find the car`,
  'travel-contract-data': msg`Calculate and continue`,
  'property-data': msg`Calculate and continue`,
  'pet-data': msg`Calculate and continue`,
};
