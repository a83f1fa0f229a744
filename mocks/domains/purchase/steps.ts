import { db } from '../../db';
import type { ContractRecord, CustomerRecord, VehicleRecord } from '../../db/types';
import { authorizedEndpoint, type AuthorizedContext, type Endpoint } from '../../lib/endpoint';
import { badRequest, fieldWarnings, notFound, ok, textField, type FieldWarnings, type ServerLang, requiredText } from '../../lib/respond';
import { addDays, daysBetween, parseDay, startOfDay } from '../calculators/dates';
import { APPA_CARUSETYPE } from '../calculators/tariffs/appa';
import { rowOf } from '../calculators/tariffs/types';
import { validateSubmission } from '../interface/validation';
import { appaEnd, contractOf, contractWire, createContract, isIssued, isoDay, recordStep, updateContract } from './contracts';
import { PURCHASE_FORM_IDS, purchaseForm } from './forms';
import { say } from './messages';
import { appaPrice, travelPrice, type TravelCategory } from './pricing';
import { ageOn, codesOf, dayText, text } from './rules';
import { storedPhoneOf } from '../../lib/phone';

/**
 * The data steps of the wizards (docs/purchase-api.md "Calls"): CMTPL find-vehicle, create-object, update-object;
 * travel set-customer, create-object. Each checks what it receives with its step form (the same checks as
 * POST /api/interface/form/{id}) and answers `{ status, result: Contract }`.
 */
export const contractAnswer = (contract: ContractRecord) => ok({ status: 'success', result: contractWire(contract) });

export const broker = (fields: Record<string, unknown>) => textField(fields, 'BROKER') || null;

/** 35 OO 123, 35-OO-123 → 35OO123. */
const normalizePlate = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase();


function stepWarnings(formId: number, fields: Record<string, unknown>, lang: ServerLang): FieldWarnings | null {
  const warnings = validateSubmission(purchaseForm(formId), fields, lang);
  return Object.keys(warnings).length > 0 ? warnings : null;
}

type VehicleLookup = { vehicle: VehicleRecord } | { warnings: FieldWarnings };

/** The car of a plate, if the document is its owner's. */
export function lookUpVehicle(fields: Record<string, unknown>, lang: ServerLang): VehicleLookup {
  const plate = normalizePlate(textField(fields, 'PLATE'));
  const document = textField(fields, 'DOCUMENT').toUpperCase();
  const form = purchaseForm(PURCHASE_FORM_IDS.searchCar).fields(lang);
  const label = (name: string) => form.find((field) => field.FIELD_NAME === name)?.TEXT ?? name;
  const warnings: FieldWarnings = {};
  if (!plate) warnings.PLATE = [requiredText(label('PLATE'), lang)];
  if (!document) warnings.DOCUMENT = [requiredText(label('DOCUMENT'), lang)];
  if (Object.keys(warnings).length > 0) return { warnings };
  const vehicle = db.read().vehicles.find((candidate) => candidate.plate === plate);
  if (!vehicle) return { warnings: { PLATE: [say('plateUnknown', lang)] } };
  if (vehicle.ownerDocument.toUpperCase() !== document) return { warnings: { DOCUMENT: [say('documentMismatch', lang)] } };
  return { vehicle };
}

/** The next CMTPL contract starts the day after the current one ends, and tomorrow at the earliest. */
function nextStart(vehicle: VehicleRecord): Date {
  const tomorrow = addDays(new Date(), 1);
  const end = vehicle.currentContractEnd ? parseDay(vehicle.currentContractEnd) : null;
  const after = end ? addDays(end, 1) : tomorrow;
  return after > tomorrow ? after : tomorrow;
}

/** The vehicle data of §2 (`Vehicle` of docs/purchase-api.md). */
export function vehicleWire(vehicle: VehicleRecord, lang: ServerLang) {
  const start = nextStart(vehicle);
  return {
    PLATE: vehicle.plate,
    DOCUMENT: vehicle.ownerDocument,
    MAKE: vehicle.make,
    MODEL: vehicle.model,
    VIN: vehicle.vin,
    POWER_HP: vehicle.powerHp,
    BM_CLASS: vehicle.bmClass,
    USE: rowOf(APPA_CARUSETYPE, vehicle.useType)?.name[lang] ?? vehicle.useType,
    NEXT_START: dayText(start),
    FROM: dayText(start),
    TO: dayText(appaEnd(start)),
    GROUP: vehicle.group,
  };
}

const fullName = (customer: CustomerRecord, lang: ServerLang) =>
  ({ am: customer.profile.fullname_hy, en: customer.profile.fullname_en, ru: customer.profile.fullname_ru })[lang];

/** An unpaid contract of the customer the step may change: unknown → 404, another product or issued → 400. */
export function draftOf(context: AuthorizedContext, product: string): ContractRecord | Response {
  const contract = contractOf(context.customer, context.fields.ID);
  if (!contract) return notFound(say('contractNotFound', context.lang));
  if (contract.product !== product) return badRequest({ warning: say('contractWrongProduct', context.lang) });
  if (isIssued(contract)) return badRequest({ warning: say('contractPaid', context.lang) });
  return contract;
}

const findVehicle = authorizedEndpoint({
  path: '/product/appa/find-vehicle',
  title: 'CMTPL: find the car (PLATE, DOCUMENT)',
  warningFields: ['PLATE', 'DOCUMENT'],
  resolve: ({ fields, lang }) => {
    const found = lookUpVehicle(fields, lang);
    return 'warnings' in found ? fieldWarnings(found.warnings) : ok({ result: vehicleWire(found.vehicle, lang) });
  },
});

const appaCreate = authorizedEndpoint({
  path: '/product/appa/create-object',
  title: 'CMTPL: create the draft contract (PLATE, DOCUMENT, CONSENT)',
  warningFields: ['PLATE', 'DOCUMENT'],
  resolve: ({ fields, lang, customer }) => {
    // Every warning at once: the consent's and the car's.
    const found = lookUpVehicle(fields, lang);
    const warnings = stepWarnings(PURCHASE_FORM_IDS.searchCar, fields, lang);
    if ('warnings' in found || warnings) return fieldWarnings({ ...warnings, ...('warnings' in found ? found.warnings : {}) });
    const { vehicle } = found;
    const wire = vehicleWire(vehicle, lang);
    const start = nextStart(vehicle);
    const values = {
      ...wire,
      CONSENT: 1,
      PASSPORT: vehicle.ownerDocument,
      CUSTOMER_FULLNAME: fullName(customer, lang),
      EMAIL_HOLDER: customer.profile.EMAIL,
      PHONE_HOLDER: customer.profile.PHONE,
    };
    const premium = appaPrice(vehicle);
    // Back and Next again: the customer's unpaid contract of this car is refreshed, not doubled.
    // (A discarded draft stays discarded: "Start again" makes a new one.)
    const existing = db
      .read()
      .contracts.find((contract) => contract.customer === customer.profile.CUSTOMER && contract.product === 'appa' && contract.plate === vehicle.plate && !isIssued(contract) && contract.status !== 'discarded');
    const contract = existing
      ? updateContract(existing.ID, (stored) => {
          Object.assign(stored, { values: { ...stored.values, ...values }, PREMIUMSPAY: premium, BROKER: broker(fields), startDate: isoDay(start), endDate: isoDay(appaEnd(start)) });
          recordStep(stored, PURCHASE_FORM_IDS.searchCar, fields);
        })
      : createContract({
          product: 'appa',
          category: 'appa',
          customer: customer.profile.CUSTOMER,
          BROKER: broker(fields),
          values,
          PREMIUMSPAY: premium,
          startDate: isoDay(start),
          endDate: isoDay(appaEnd(start)),
          plate: vehicle.plate,
          step: { formId: PURCHASE_FORM_IDS.searchCar, fields },
        });
    return contractAnswer(contract);
  },
});

const appaUpdate = authorizedEndpoint({
  path: '/product/appa/update-object',
  title: 'CMTPL: phone and e-mail of the contract (ID, PHONE, EMAIL, CONSENT)',
  warningFields: ['PHONE', 'EMAIL'],
  resolve: (context) => {
    const { fields, lang } = context;
    const draft = draftOf(context, 'appa');
    if (draft instanceof Response) return draft;
    const warnings = stepWarnings(PURCHASE_FORM_IDS.checkData, fields, lang);
    if (warnings) return fieldWarnings(warnings);
    const contract = updateContract(draft.ID, (stored) => {
      stored.values = { ...stored.values, PHONE: textField(fields, 'PHONE'), EMAIL: textField(fields, 'EMAIL'), PHONE_HOLDER: storedPhoneOf(fields.PHONE), EMAIL_HOLDER: textField(fields, 'EMAIL') };
      if (fields.BROKER !== undefined) stored.BROKER = broker(fields);
      recordStep(stored, PURCHASE_FORM_IDS.checkData, fields);
    });
    return contractAnswer(contract);
  },
});

const HOLDER_FIELDS = ['PASSPORT', 'FIRSTNAME', 'LASTNAME', 'BIRTHDATE', 'PHONE', 'EMAIL'];
/** The owner block of 4422: kept only while the policyholder is not the traveller. */
const OWNER_FIELDS = ['PASSPORT_HOLDER', 'OWNER_FIRSTNAME', 'OWNER_LASTNAME', 'OWNER_ADDRESS'];
const valuesOf = (fields: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, text(fields, name)]));

const travelSetCustomer = authorizedEndpoint({
  path: '/product/travel/set-customer',
  title: 'Travel: policyholder and traveller (step 4422 values; ID to change a draft)',
  warningFields: ['PASSPORT', 'FIRSTNAME'],
  resolve: (context) => {
    const { fields, lang, customer } = context;
    const warnings = stepWarnings(PURCHASE_FORM_IDS.travelPerson, fields, lang);
    if (warnings) return fieldWarnings(warnings);
    const owner = text(fields, 'CUSTOMER_IS_OWNER') === '0' ? 0 : 1;
    const values = {
      ...valuesOf(fields, HOLDER_FIELDS),
      ...(owner === 0 ? valuesOf(fields, OWNER_FIELDS) : { PASSPORT_HOLDER: null }),
      CUSTOMER_IS_OWNER: owner,
      CONSENT: 1,
      CUSTOMER_FULLNAME: `${text(fields, 'FIRSTNAME')} ${text(fields, 'LASTNAME')}`,
      EMAIL_HOLDER: text(fields, 'EMAIL'),
      PHONE_HOLDER: storedPhoneOf(fields.PHONE),
    };
    // Back to step 1 with a contract: it is changed, not doubled.
    if (fields.ID !== undefined && fields.ID !== null && fields.ID !== '') {
      const draft = draftOf(context, 'travel');
      if (draft instanceof Response) return draft;
      return contractAnswer(
        updateContract(draft.ID, (stored) => {
          const kept = Object.fromEntries(Object.entries(stored.values).filter(([name]) => !OWNER_FIELDS.includes(name)));
          stored.values = { ...kept, ...values };
          if (fields.BROKER !== undefined) stored.BROKER = broker(fields);
          recordStep(stored, PURCHASE_FORM_IDS.travelPerson, fields);
        }),
      );
    }
    return contractAnswer(
      createContract({
        product: 'travel',
        category: 'travel',
        customer: customer.profile.CUSTOMER,
        BROKER: broker(fields),
        values,
        PREMIUMSPAY: 0,
        startDate: null,
        endDate: null,
        step: { formId: PURCHASE_FORM_IDS.travelPerson, fields },
      }),
    );
  },
});

const travelCreate = authorizedEndpoint({
  path: '/product/travel/create-object',
  title: 'Travel: the trip and its price (ID + step 4423 values)',
  warningFields: ['COUNTRY', 'FROMDATE'],
  resolve: (context) => {
    const { fields, lang } = context;
    const draft = draftOf(context, 'travel');
    if (draft instanceof Response) return draft;
    const warnings = stepWarnings(PURCHASE_FORM_IDS.travelData, fields, lang);
    if (warnings) return fieldWarnings(warnings);
    const countries = codesOf(fields.COUNTRY);
    const start = parseDay(text(fields, 'FROMDATE'));
    const end = parseDay(text(fields, 'TODATE'));
    const birth = parseDay(typeof draft.values.BIRTHDATE === 'string' ? draft.values.BIRTHDATE : '');
    if (!start || !end) throw new Error('the step form lets no trip without dates through');
    if (!birth) return badRequest({ warning: say('contractIncomplete', lang) });
    // §4: Georgia is the reduced form (no COVID cover, no packages); COVID cover hides the packages too.
    const reduced = countries.includes('GE');
    const covid = !reduced && text(fields, 'COVID') === '1';
    const daily = reduced || covid ? '' : text(fields, 'TRAVELDAYS_DAILY');
    const box = reduced || covid ? '' : text(fields, 'TRAVELDAYS_BOX');
    const category: TravelCategory = box ? 'travelBox' : daily ? 'travelDaily' : 'travel';
    const days = daysBetween(start, end) + 1;
    const premium = travelPrice({ countries, start, days, age: ageOn(birth, startOfDay(new Date())), covid, box: box || null });
    const contract = updateContract(draft.ID, (stored) => {
      stored.values = {
        ...stored.values,
        COUNTRY: countries.join(','),
        FROMDATE: dayText(start),
        TODATE: dayText(end),
        DAYS: days,
        COVID: covid ? 1 : 0,
        TRAVELDAYS_DAILY: daily || null,
        TRAVELDAYS_BOX: box || null,
        TRIP_PURPOSE: text(fields, 'TRIP_PURPOSE') || null,
        TRIP_NOTES: text(fields, 'TRIP_NOTES') || null,
        CONSENT: 1,
      };
      Object.assign(stored, { category, PREMIUMSPAY: premium, PREMIUMSPAY_DISCOUNT: null, PROMO_CODE: null, startDate: isoDay(start), endDate: isoDay(end) });
      if (fields.BROKER !== undefined) stored.BROKER = broker(fields);
      recordStep(stored, PURCHASE_FORM_IDS.travelData, fields);
    });
    return contractAnswer(contract);
  },
});

export const stepEndpoints: readonly Endpoint[] = [findVehicle, appaCreate, appaUpdate, travelSetCustomer, travelCreate];
