import type { PromoCodeRecord } from '../../db/types';

/**
 * Promo codes of the simulator, per REFERRAL (the product category the wizard sends). Seeded into the db, so a
 * developer can add one in localStorage `sim:db` and see it accepted.
 */
export const PROMO_CODES: readonly PromoCodeRecord[] = [
  { referral: 'medicalCheckUp', code: 'SEVAN10', discount: 10, active: true },
  { referral: 'medicalCheckUp', code: 'HEALTH15', discount: 15, active: true },
  { referral: 'medicalCheckUpPlus', code: 'SEVAN10', discount: 10, active: true },
  { referral: 'socialMedCheckUp', code: 'SOCIAL5', discount: 5, active: true },
  { referral: 'travel', code: 'TRAVEL5', discount: 5, active: true },
  { referral: 'travel', code: 'SUMMER2025', discount: 20, active: false },
  { referral: 'petsInsurance', code: 'PETS20', discount: 20, active: true },
  { referral: 'property', code: 'HOME10', discount: 10, active: true },
  { referral: 'justCasco', code: 'CASCO7', discount: 7, active: true },
];
