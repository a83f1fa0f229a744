import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StepLabelKey, SubmitLabelKey } from '@/shared/config';

/**
 * The messages of the step names and buttons that the product table names by key (each step's `label` and `submit`
 * in shared/config/purchase.ts): the one place the keys become texts. The step's page title comes from its server
 * form when it has one.
 */
export const STEP_LABELS: Record<StepLabelKey, MessageDescriptor> = {
  carAndOwner: msg`Car and owner`,
  checkData: msg`Check the data`,
  payment: msg`Payment`,
  traveller: msg`Traveller`,
  trip: msg`Trip`,
  insuredPerson: msg`Insured person`,
  checkUp: msg`Check-up`,
  policyholder: msg`Policyholder`,
  carAndLimit: msg`Car and limit`,
  carAndTerm: msg`Car and term`,
  property: msg`Property`,
  pet: msg`Pet`,
  policy: msg`Policy`,
};

/** What the step's main button says, when not "Continue". */
export const SUBMIT_LABELS: Record<SubmitLabelKey, MessageDescriptor> = {
  findCar: msg`Find the car`,
  calculate: msg`Calculate and continue`,
};
