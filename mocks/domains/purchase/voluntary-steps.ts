import { authorizedEndpoint, type AuthorizedContext, type Endpoint } from '../../lib/endpoint';
import { badRequest, fieldWarnings, ok, type FieldWarnings, type ServerLang } from '../../lib/respond';
import { addDays, fullMonths, parseDay } from '../calculators/dates';
import { apkaPremium } from '../calculators/quotes/apka';
import { justCascoPremium } from '../calculators/quotes/just-casco';
import { petsPremium } from '../calculators/quotes/pets';
import { propertyPremium } from '../calculators/quotes/property';
import { APPA_CARTYPE } from '../calculators/tariffs/appa';
import { ASWA_USETYPE } from '../calculators/tariffs/aswa';
import { DOG, DOG_SIZE, PET_PLAN, PET_TYPE } from '../calculators/tariffs/pets';
import { PROPERTY_COVER, PROPERTY_TYPE } from '../calculators/tariffs/property';
import { rowOf, type TariffRow } from '../calculators/tariffs/types';
import { validateSubmission } from '../interface/validation';
import { createContract, isoDay, recordStep, updateContract } from './contracts';
import { say } from './messages';
import { text } from './rules';
import { broker, contractAnswer, draftOf, lookUpVehicle, vehicleWire } from './steps';
import { storedPhoneOf } from '../../lib/phone';
import { VOLUNTARY_FORM_IDS, voluntaryForm, type VoluntaryProduct } from './voluntary-forms';
import { amountOf, carAgeBand, contractEnd, monthsOf, termOf } from './voluntary-rules';

/**
 * The data steps of voluntary MTPL, Just CASCO, property and pets (docs/purchase-api.md "Calls"). Step 1 of each
 * (`search-person`) creates the draft contract with the policyholder (`/product/{slug}/set-customer`; Back and Next
 * again change it). Step 2 fills the insured object and prices it (`/product/{slug}/create-object`, ID + values);
 * the two car products first find the car in the register with the vehicle search `/product/just-casco/find-vehicle`.
 * Every call checks what it receives with its step form (the same checks as POST /api/interface/form/{id}: required
 * fields, field_rules.min, the product's rules) and answers warning_d keyed by field.
 */
export const VOLUNTARY_SLUGS: Record<VoluntaryProduct, string> = {
  apka: 'apka',
  justCasco: 'just-casco',
  property: 'property',
  petsInsurance: 'pets-insurance',
};

function warningsOf(formId: number, fields: Record<string, unknown>, lang: ServerLang): FieldWarnings | null {
  const warnings = validateSubmission(voluntaryForm(formId), fields, lang);
  return Object.keys(warnings).length > 0 ? warnings : null;
}

const hasId = (fields: Record<string, unknown>) => fields.ID !== undefined && fields.ID !== null && fields.ID !== '';

const setCustomer = (product: VoluntaryProduct) =>
  authorizedEndpoint({
    path: `/product/${VOLUNTARY_SLUGS[product]}/set-customer`,
    title: `${product}: the policyholder (PASSPORT, PHONE, EMAIL, CONSENT; ID to change a draft)`,
    warningFields: ['PASSPORT', 'PHONE'],
    resolve: (context) => {
      const { fields, lang, customer } = context;
      const warnings = warningsOf(VOLUNTARY_FORM_IDS[product].person, fields, lang);
      if (warnings) return fieldWarnings(warnings);
      const values = {
        PASSPORT: text(fields, 'PASSPORT').toUpperCase(),
        PHONE: text(fields, 'PHONE'),
        EMAIL: text(fields, 'EMAIL'),
        CONSENT: 1,
        CUSTOMER_IS_OWNER: 1,
        CUSTOMER_FULLNAME: { am: customer.profile.fullname_hy, en: customer.profile.fullname_en, ru: customer.profile.fullname_ru }[lang],
        EMAIL_HOLDER: text(fields, 'EMAIL'),
        PHONE_HOLDER: storedPhoneOf(fields.PHONE),
      };
      if (hasId(fields)) {
        const draft = draftOf(context, product);
        if (draft instanceof Response) return draft;
        return contractAnswer(
          updateContract(draft.ID, (stored) => {
            stored.values = { ...stored.values, ...values };
            if (fields.BROKER !== undefined) stored.BROKER = broker(fields);
            recordStep(stored, VOLUNTARY_FORM_IDS[product].person, fields);
          }),
        );
      }
      return contractAnswer(
        createContract({
          product,
          category: product,
          customer: customer.profile.CUSTOMER,
          BROKER: broker(fields),
          values,
          PREMIUMSPAY: 0,
          startDate: null,
          endDate: null,
          step: { formId: VOLUNTARY_FORM_IDS[product].person, fields },
        }),
      );
    },
  });

/** The vehicle search of the voluntary car products: the CMTPL register, plate + the owner's document. */
const findVehicle = authorizedEndpoint({
  path: '/product/just-casco/find-vehicle',
  title: 'Just CASCO / voluntary MTPL: find the car (PLATE, DOCUMENT)',
  warningFields: ['PLATE', 'DOCUMENT'],
  resolve: ({ fields, lang }) => {
    const found = lookUpVehicle(fields, lang);
    return 'warnings' in found ? fieldWarnings(found.warnings) : ok({ result: vehicleWire(found.vehicle, lang) });
  },
});

interface Priced {
  premium: number;
  start: Date;
  months: number;
  values: Record<string, unknown>;
  plate?: string;
}

/** What step 2 of a product makes of its checked values, or warnings the form could not know (the car, a code). */
type Pricer = (fields: Record<string, unknown>, context: AuthorizedContext) => Priced | { warnings: FieldWarnings };

const row = (table: readonly TariffRow[], key: string) => rowOf(table, key) as TariffRow;
const tomorrow = () => addDays(new Date(), 1);

const PRICERS: Record<VoluntaryProduct, Pricer> = {
  apka: (fields, { lang }) => {
    const found = lookUpVehicle(fields, lang);
    if ('warnings' in found) return { warnings: found.warnings };
    const period = termOf(fields);
    if (!period) throw new Error('the step form lets no term through unchecked');
    const limit = amountOf(fields, 'LIMIT');
    const cartype = rowOf(APPA_CARTYPE, found.vehicle.carType) ?? row(APPA_CARTYPE, '1');
    const premium = apkaPremium({ limit, cartype, use: row(ASWA_USETYPE, text(fields, 'USETYPE') || '1'), period });
    const vehicle = vehicleWire(found.vehicle, lang);
    return {
      premium,
      start: tomorrow(),
      months: monthsOf(period),
      plate: found.vehicle.plate,
      values: { PLATE: vehicle.PLATE, DOCUMENT: vehicle.DOCUMENT, MAKE: vehicle.MAKE, MODEL: vehicle.MODEL, VIN: vehicle.VIN, LIMIT: limit, USETYPE: text(fields, 'USETYPE'), PERIOD: period.key },
    };
  },
  justCasco: (fields, { lang }) => {
    const found = lookUpVehicle(fields, lang);
    if ('warnings' in found) return { warnings: found.warnings };
    const period = termOf(fields);
    const start = parseDay(text(fields, 'FROMDATE'));
    if (!period || !start) throw new Error('the step form lets no term or start through unchecked');
    const cost = amountOf(fields, 'CAR_COST');
    const carAge = carAgeBand(found.vehicle.year);
    const vehicle = vehicleWire(found.vehicle, lang);
    return {
      premium: justCascoPremium({ cost, carAge, period }),
      start,
      months: monthsOf(period),
      plate: found.vehicle.plate,
      values: { PLATE: vehicle.PLATE, DOCUMENT: vehicle.DOCUMENT, MAKE: vehicle.MAKE, MODEL: vehicle.MODEL, VIN: vehicle.VIN, CAR_COST: cost, CAR_AGE: carAge.key, PERIOD: period.key },
    };
  },
  property: (fields) => {
    const period = termOf(fields);
    const start = parseDay(text(fields, 'FROMDATE'));
    if (!period || !start) throw new Error('the step form lets no term or start through unchecked');
    const sum = amountOf(fields, 'SUM_INSURED');
    const type = rowOf(PROPERTY_TYPE, text(fields, 'PROPERTY_TYPE'));
    const cover = rowOf(PROPERTY_COVER, text(fields, 'COVER'));
    if (!type || !cover) return { warnings: { [type ? 'COVER' : 'PROPERTY_TYPE']: ['?'] } };
    return {
      premium: propertyPremium({ type, cover, sum, period }),
      start,
      months: monthsOf(period),
      values: { PROPERTY_TYPE: type.key, COVER: cover.key, SUM_INSURED: sum, ADDRESS: text(fields, 'ADDRESS'), PERIOD: period.key },
    };
  },
  petsInsurance: (fields) => {
    const type = rowOf(PET_TYPE, text(fields, 'PET_TYPE'));
    const size = type?.key === DOG ? rowOf(DOG_SIZE, text(fields, 'DOG_SIZE')) : undefined;
    const plan = rowOf(PET_PLAN, text(fields, 'PLAN'));
    const birth = parseDay(text(fields, 'PET_BIRTH_DATE'));
    if (!type || !plan || !birth || (type.key === DOG && !size)) throw new Error('the step form lets no pet through unchecked');
    return {
      premium: petsPremium({ type, size, plan, ageMonths: fullMonths(birth, new Date()) }),
      start: tomorrow(),
      months: 12,
      values: {
        PET_TYPE: type.key,
        DOG_SIZE: size?.key ?? null,
        PET_NAME: text(fields, 'PET_NAME'),
        PET_BIRTH_DATE: text(fields, 'PET_BIRTH_DATE'),
        PLAN: plan.key,
        INSURED_AMOUNT: plan.factor.limit,
      },
    };
  },
};

/** Unknown select codes answer under their field. */
const optionWarnings = (warnings: FieldWarnings, lang: ServerLang): FieldWarnings =>
  Object.fromEntries(Object.entries(warnings).map(([name, messages]) => [name, messages.map((message) => (message === '?' ? say('optionUnknown', lang) : message))]));

const createObject = (product: VoluntaryProduct) =>
  authorizedEndpoint({
    path: `/product/${VOLUNTARY_SLUGS[product]}/create-object`,
    title: `${product}: the insured object and its price (ID + step ${VOLUNTARY_FORM_IDS[product].object} values)`,
    warningFields: product === 'apka' ? ['LIMIT', 'PLATE'] : product === 'justCasco' ? ['CAR_COST', 'FROMDATE'] : product === 'property' ? ['FROMDATE', 'SUM_INSURED'] : ['PET_BIRTH_DATE', 'PET_NAME'],
    resolve: (context) => {
      const { fields, lang } = context;
      const draft = draftOf(context, product);
      if (draft instanceof Response) return draft;
      if (!draft.values.PASSPORT) return badRequest({ warning: say('contractIncomplete', lang) });
      const warnings = warningsOf(VOLUNTARY_FORM_IDS[product].object, fields, lang);
      if (warnings) return fieldWarnings(warnings);
      const priced = PRICERS[product](fields, context);
      if ('warnings' in priced) return fieldWarnings(optionWarnings(priced.warnings, lang));
      const end = contractEnd(priced.start, priced.months);
      const contract = updateContract(draft.ID, (stored) => {
        stored.values = { ...stored.values, ...priced.values, CONSENT: 1 };
        Object.assign(stored, { PREMIUMSPAY: priced.premium, PREMIUMSPAY_DISCOUNT: null, PROMO_CODE: null, startDate: isoDay(priced.start), endDate: isoDay(end) });
        if (priced.plate) stored.plate = priced.plate;
        if (fields.BROKER !== undefined) stored.BROKER = broker(fields);
        recordStep(stored, VOLUNTARY_FORM_IDS[product].object, fields);
      });
      return contractAnswer(contract);
    },
  });

const PRODUCTS: readonly VoluntaryProduct[] = ['apka', 'justCasco', 'property', 'petsInsurance'];

export const voluntaryStepEndpoints: readonly Endpoint[] = [findVehicle, ...PRODUCTS.flatMap((product) => [setCustomer(product), createObject(product)])];

