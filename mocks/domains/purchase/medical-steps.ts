import { PURCHASE_PRODUCTS } from '@/shared/config/purchase';
import type { CustomerRecord } from '../../db/types';
import { authorizedEndpoint, type Endpoint } from '../../lib/endpoint';
import { fieldWarnings, textField, type FieldWarnings, type ServerLang } from '../../lib/respond';
import { parseDay } from '../calculators/dates';
import { validateSubmission } from '../interface/validation';
import { createContract, isoDay, recordStep, updateContract } from './contracts';
import { purchaseForm } from './forms';
import { MEDICAL_CLINICS, MEDICAL_KEYS, MEDICAL_PRODUCTS, medicalEnd, type MedicalKey } from './medical';
import { say } from './messages';
import { recordPayment } from './payment';
import { discounted, findPromo } from './pricing';
import { ageOn, text } from './rules';
import { storedPhoneOf } from '../../lib/phone';
import { contractAnswer, draftOf } from './steps';

/**
 * The calls of the three medical check-ups (docs/purchase-api.md "Medical check-ups"), per product:
 * - `/product/{segment}/set-customer` (step 1, search-person): checks the step form, the product's ages and the
 *   promo code, then creates the contract (or, with ID, changes the draft) and answers `{ status, result }`;
 * - `/product/{segment}/create-object` (step 2, contract-data): ID + start date and clinic (the plus: its package);
 *   the check-up year and the premium again (less the step-1 promo code's discount);
 * - `/mobile/{segment}/set-contract-payment/`: the bank's return, as for CMTPL and travel.
 */
const brokerOf = (fields: Record<string, unknown>) => textField(fields, 'BROKER') || null;
const fullName = (customer: CustomerRecord, lang: ServerLang) => ({ am: customer.profile.fullname_hy, en: customer.profile.fullname_en, ru: customer.profile.fullname_ru })[lang];

const hasId = (fields: Record<string, unknown>) => fields.ID !== undefined && fields.ID !== null && fields.ID !== '';

/** The premium of the contract's values (age on today, the plus package, the social group) and a stored promo code's discount. */
function priceOf(product: MedicalKey, values: Record<string, unknown>) {
  const birth = parseDay(text(values, 'BIRTHDATE'));
  if (!birth) throw new Error('the step form lets no person without a birth date through');
  const premium = MEDICAL_PRODUCTS[product].premium(ageOn(birth, new Date()), values);
  const code = typeof values.PROMO_CODE === 'string' ? values.PROMO_CODE : '';
  const promo = code ? findPromo(product, code) : null;
  return { PREMIUMSPAY: premium, PREMIUMSPAY_DISCOUNT: promo?.ok ? discounted(premium, promo.code.discount) : null, PROMO_CODE: promo?.ok ? promo.code.code : null };
}

function setCustomer(product: MedicalKey): Endpoint {
  const { segment } = MEDICAL_PRODUCTS[product];
  const formId = PURCHASE_PRODUCTS[product].steps[0].formId;
  return authorizedEndpoint({
    path: `/product/${segment}/set-customer`,
    title: `${product}: the insured person (step ${formId} values, PROMO_CODE?; ID to change a draft)`,
    warningFields: ['PASSPORT', 'BIRTHDATE'],
    resolve: (context) => {
      const { fields, lang, customer } = context;
      const warnings: FieldWarnings = validateSubmission(purchaseForm(formId), fields, lang);
      const code = text(fields, 'PROMO_CODE').toUpperCase();
      const promo = code ? findPromo(product, code) : null;
      if (promo && !promo.ok) warnings.PROMO_CODE = [say(promo.reason, lang)];
      if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);
      const values = {
        PASSPORT: text(fields, 'PASSPORT').toUpperCase(),
        SOCIAL_CARD: text(fields, 'SOCIAL_CARD') || null,
        ...(product === 'socialMedCheckUp' ? { SOCIAL_GROUP: text(fields, 'SOCIAL_GROUP') } : {}),
        BIRTHDATE: text(fields, 'BIRTHDATE'),
        PHONE: text(fields, 'PHONE'),
        EMAIL: text(fields, 'EMAIL'),
        PROMO_CODE: promo?.ok ? promo.code.code : null,
        CONSENT: 1,
        // The person found by the document: the signed-in customer (the simulator's register knows no one else).
        CUSTOMER_FULLNAME: fullName(customer, lang),
        EMAIL_HOLDER: text(fields, 'EMAIL'),
        PHONE_HOLDER: storedPhoneOf(fields.PHONE),
      };
      // Back to step 1 with a contract: it is changed, not doubled.
      if (hasId(fields)) {
        const draft = draftOf(context, product);
        if (draft instanceof Response) return draft;
        return contractAnswer(
          updateContract(draft.ID, (stored) => {
            stored.values = { ...stored.values, ...values };
            Object.assign(stored, priceOf(product, stored.values));
            if (fields.BROKER !== undefined) stored.BROKER = brokerOf(fields);
            recordStep(stored, formId, fields);
          }),
        );
      }
      const price = priceOf(product, values);
      const created = createContract({
        product,
        category: product,
        customer: customer.profile.CUSTOMER,
        BROKER: brokerOf(fields),
        values,
        PREMIUMSPAY: price.PREMIUMSPAY,
        startDate: null,
        endDate: null,
        step: { formId, fields },
      });
      return contractAnswer(updateContract(created.ID, (stored) => Object.assign(stored, price)));
    },
  });
}

function createObject(product: MedicalKey): Endpoint {
  const { segment } = MEDICAL_PRODUCTS[product];
  const formId = PURCHASE_PRODUCTS[product].steps[1].formId;
  return authorizedEndpoint({
    path: `/product/${segment}/create-object`,
    title: `${product}: start date and clinic (ID + step ${formId} values)`,
    warningFields: ['FROMDATE', 'CLINIC'],
    resolve: (context) => {
      const { fields, lang } = context;
      const draft = draftOf(context, product);
      if (draft instanceof Response) return draft;
      const warnings = validateSubmission(purchaseForm(formId), fields, lang);
      if (Object.keys(warnings).length > 0) return fieldWarnings(warnings);
      const start = parseDay(text(fields, 'FROMDATE'));
      if (!start) throw new Error('the step form lets no contract without a start through');
      const clinic = MEDICAL_CLINICS.find((candidate) => candidate.id === text(fields, 'CLINIC'));
      const contract = updateContract(draft.ID, (stored) => {
        stored.values = {
          ...stored.values,
          CLINIC: clinic?.id ?? null,
          CLINIC_NAME: clinic?.name[lang] ?? null,
          ...(product === 'medicalCheckUpPlus' ? { PACKAGE: text(fields, 'PACKAGE') } : {}),
          CONSENT: 1,
        };
        Object.assign(stored, { startDate: isoDay(start), endDate: isoDay(medicalEnd(start)) }, priceOf(product, stored.values));
        if (fields.BROKER !== undefined) stored.BROKER = brokerOf(fields);
        recordStep(stored, formId, fields);
      });
      return contractAnswer(contract);
    },
  });
}

export const medicalEndpoints: readonly Endpoint[] = MEDICAL_KEYS.flatMap((product) => [
  setCustomer(product),
  createObject(product),
  recordPayment(product, `/mobile/${MEDICAL_PRODUCTS[product].segment}/set-contract-payment/`),
]);
