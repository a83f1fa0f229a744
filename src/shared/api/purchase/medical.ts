import { createCall } from '../create-call';
import { contractAnswerSchema, paymentRecordSchema } from './schemas';
import type { RecordPaymentPayload } from './calls';
import { apiPathOf } from '@/shared/config/api-table';

/**
 * The calls of the three medical check-ups (customer-portal.md §7 "Product steps"): step 1 `set-customer`
 * creates the customer and the contract, step 2 `create-object` adds the check-up data to it, and the payment
 * result records the bank's return. The spec names the medical-checkup and social-med-checkup step paths;
 * medical-checkup-plus's and every record path are ours (docs/purchase-api.md "Medical check-ups").
 */
type Values = Record<string, unknown>;

export type MedicalProductKey = 'medicalCheckUp' | 'medicalCheckUpPlus' | 'socialMedCheckUp';

/** The path segment of each product's calls. */
export const MEDICAL_API_SEGMENTS: Record<MedicalProductKey, string> = {
  medicalCheckUp: 'medical-checkup',
  medicalCheckUpPlus: 'medical-checkup-plus',
  socialMedCheckUp: 'social-med-checkup',
};

/** The spec names the check-up's and the social check-up's step paths; the plus's and every record path are ours (overridable). */
export const medicalPaths = (product: MedicalProductKey) => {
  const segment = MEDICAL_API_SEGMENTS[product];
  const plus = product === 'medicalCheckUpPlus';
  return {
    setCustomer: plus ? apiPathOf('medicalCheckUpPlus.set-customer') : `/product/${segment}/set-customer`,
    create: plus ? apiPathOf('medicalCheckUpPlus.create-object') : `/product/${segment}/create-object`,
    recordPayment: apiPathOf(`${product}.record-payment`),
  };
};

const stepCall = (path: string) => createCall<typeof contractAnswerSchema, Values>({ client: 'application', path, silent: true, schema: contractAnswerSchema });
const recordCall = (path: string) => createCall<typeof paymentRecordSchema, RecordPaymentPayload>({ client: 'application', idempotent: 'payment.record', path, schema: paymentRecordSchema });

export const setMedicalCustomerFx = stepCall(medicalPaths('medicalCheckUp').setCustomer);
export const createMedicalContractFx = stepCall(medicalPaths('medicalCheckUp').create);
export const setMedicalPlusCustomerFx = stepCall(medicalPaths('medicalCheckUpPlus').setCustomer);
export const createMedicalPlusContractFx = stepCall(medicalPaths('medicalCheckUpPlus').create);
export const setSocialMedCustomerFx = stepCall(medicalPaths('socialMedCheckUp').setCustomer);
export const createSocialMedContractFx = stepCall(medicalPaths('socialMedCheckUp').create);

export const recordMedicalPaymentFx = recordCall(medicalPaths('medicalCheckUp').recordPayment);
export const recordMedicalPlusPaymentFx = recordCall(medicalPaths('medicalCheckUpPlus').recordPayment);
export const recordSocialMedPaymentFx = recordCall(medicalPaths('socialMedCheckUp').recordPayment);
