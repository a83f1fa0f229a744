import type * as v from 'valibot';
import {
  admitFiles,
  EMPTY_FILES,
  FILE_LISTS,
  INITIAL_VALUES,
  TEXT_FIELDS,
  validateApplication,
  type ApplicationFiles,
  type ApplicationProblem,
  type ApplicationValues,
  type FileListName,
  type ListedFile,
} from '@/shared/claims';
import type {
  claimAnswerSchema,
  claimGroupListSchema,
  claimListSchema,
  cmtplObjectAnswerSchema,
  compensationAnswerSchema,
  paidByYearSchema,
} from '@/shared/api/claims/schemas';
import { parseDateText, phoneFromWire, toIsoDate } from '@/shared/form-engine/server-rules';
import { db } from '../../db';
import { readPhoneField } from '../../lib/phone';
import { PROFILE_PRODUCT_NAMES } from '../profile/fixtures';
import { isIssued, isoDay } from '../purchase/contracts';
import type { ClaimRecord, UploadRecord } from '../../db/types';
import { authorizedEndpoint, publicEndpoint, type Endpoint } from '../../lib/endpoint';
import { badRequest, fieldWarnings, fillTemplate, notFound, ok, textField, type FieldWarnings, type ServerLang } from '../../lib/respond';
import { L } from '../../lib/content';

/**
 * Claims and compensation (customer-portal.md §7 "Claims"; shapes: docs/decisions/claims-screen.md).
 * The application is checked with the app's own rules (shared/claims/application-rules.ts) against the
 * files really uploaded through /files/upload, and answered in the spec's warning shapes (warning_d by field).
 */

/** Product names as the profile's contracts show them. */
const productName = (key: string, lang: ServerLang) => PROFILE_PRODUCT_NAMES[key]?.[lang] ?? key;

const MESSAGES = {
  required: L('Դաշտը պարտադիր է', 'This field is required', 'Это поле обязательно'),
  date: L('Ամսաթիվը մուտքագրեք ՕՕ/ԱԱ/ՏՏՏՏ ձևաչափով', 'Enter the date as DD/MM/YYYY', 'Введите дату в формате ДД/ММ/ГГГГ'),
  future: L('Պատահարի ամսաթիվը չի կարող ապագայում լինել', 'The date of the accident cannot be in the future', 'Дата происшествия не может быть в будущем'),
  noContract: L(
    'Այս մեքենայի համար այդ օրը Սևանում գործող ԱՊՊԱ պայմանագիր չկա',
    'There is no Sevan CMTPL contract for this car on that day',
    'На этот день у автомобиля нет действующего договора ОСАГО в «Севан»',
  ),
  claimUnknown: L('Հայտը չի գտնվել', 'The claim was not found', 'Заявление не найдено'),
  objectMissing: L('Նախ գտեք պայմանագիրը', 'Find the contract first', 'Сначала найдите договор'),
  objectMismatch: L(
    'Պայմանագիրը չի համապատասխանում որոնված մեքենային և օրվան․ որոնեք կրկին',
    'The contract does not match the car and day searched: search again',
    'Договор не совпадает с автомобилем и днём поиска: найдите его снова',
  ),
  phone: L('Մուտքագրեք հեռախոսահամարի 8 թվանշանը', 'Enter the 8 digits of the phone number', 'Введите 8 цифр номера телефона'),
  bankAccount: L('Հաշվեհամարը 16 թվանշան է', 'The account number has 16 digits', 'Номер счёта состоит из 16 цифр'),
  tpin: L('ՀՎՀՀ-ն 8 թվանշան է', 'A tax number has 8 digits', 'ИНН состоит из 8 цифр'),
  consent: L('Համաձայնությունը պարտադիր է', 'The consent is required', 'Согласие обязательно'),
  photos: L('Անհրաժեշտ է առնվազն {min} լուսանկար', 'At least {min} photos are needed', 'Нужно не менее {min} фотографий'),
  files: L('Անհրաժեշտ է առնվազն {min} ֆայլ', 'At least {min} files are needed', 'Нужно не менее {min} файлов'),
  total: L('Ֆայլերի ընդհանուր չափը չի կարող գերազանցել 10 ՄԲ-ը', 'All files together may not exceed 10 MB', 'Общий размер файлов не может превышать 10 МБ'),
  fileUnknown: L('Ֆայլը չի գտնվել․ վերբեռնեք այն կրկին', 'A file was not found: upload it again', 'Файл не найден: загрузите его снова'),
  clientId: L('Դիմումի նույնացուցիչը (CLIENT_ID) պարտադիր է', 'The application id (CLIENT_ID) is required', 'Идентификатор заявления (CLIENT_ID) обязателен'),
} as const;
const say = (key: keyof typeof MESSAGES, lang: ServerLang, params: Record<string, string | number> = {}) => fillTemplate(MESSAGES[key][lang], params);

/**
 * The reference "today" of the simulator is the real one, on the local calendar (the browser's: Yerevan), as the
 * purchase domain counts days: the accident cannot be later than the answer's day.
 */
const todayIso = () => isoDay(new Date());

function claimAnswer(record: ClaimRecord, lang: ServerLang) {
  return {
    ID: record.ID,
    CLAIM_NUMBER: record.CLAIM_NUMBER,
    DETID: record.DETID,
    CONTRACT_NUMBER: record.CONTRACT_NUMBER,
    PRODUCT: productName(record.product, lang),
    STATUS: record.status,
    EVENT_DATE: record.EVENT_DATE,
    CREATED_AT: record.CREATED_AT,
    PLATE: record.PLATE,
    AMOUNT_CLAIMED: record.AMOUNT_CLAIMED,
    AMOUNT_PAID: record.AMOUNT_PAID,
    PAID_AT: record.PAID_AT,
    MISSING: record.missing?.[lang] ?? null,
    history: record.history.map((step) => ({
      STATUS: step.STATUS,
      DATE: step.DATE,
      NOTE: step.note?.[lang] ?? null,
    })),
  };
}

const claimsOf = (customer: string) =>
  db
    .read()
    .claims.filter((record) => record.customer === customer)
    .sort((a, b) => b.CREATED_AT.localeCompare(a.CREATED_AT));

const list = authorizedEndpoint({
  path: '/mobile/claim/get-list',
  title: "Customer's claims",
  resolve: ({ customer, lang }) =>
    ok({
      result: claimsOf(customer.profile.CUSTOMER).map((record) => claimAnswer(record, lang)),
    } satisfies v.InferInput<typeof claimListSchema>),
});

const retrieve = authorizedEndpoint({
  path: '/mobile/claim/get-retrieve',
  title: 'One claim (ID)',
  warningFields: ['ID', 'CLAIM_NUMBER'],
  resolve: ({ customer, fields, lang }) => {
    const id = textField(fields, 'ID');
    if (!id) return fieldWarnings({ ID: [say('required', lang)] });
    const record = claimsOf(customer.profile.CUSTOMER).find((item) => item.ID === id);
    if (!record) return notFound(say('claimUnknown', lang));
    return ok({ result: claimAnswer(record, lang) } satisfies v.InferInput<typeof claimAnswerSchema>);
  },
});

const groups = authorizedEndpoint({
  path: '/mobile/claim/get-list-group-by-detid',
  title: 'Claims grouped by contract',
  resolve: ({ customer, lang }) => {
    const byContract = new Map<string, ClaimRecord[]>();
    for (const record of claimsOf(customer.profile.CUSTOMER)) byContract.set(record.DETID, [...(byContract.get(record.DETID) ?? []), record]);
    const result = [...byContract.values()].map((records) => {
      const first = records[0] as ClaimRecord;
      return {
        DETID: first.DETID,
        CONTRACT_NUMBER: first.CONTRACT_NUMBER,
        PRODUCT: productName(first.product, lang),
        claims: records.map((record) => claimAnswer(record, lang)),
      };
    });
    return ok({ result } satisfies v.InferInput<typeof claimGroupListSchema>);
  },
});

const paidByYear = authorizedEndpoint({
  path: '/mobile/claim/paid/by-year',
  title: 'Claims paid, by year',
  resolve: ({ customer }) => {
    const years = new Map<number, { COUNT: number; AMOUNT: number }>();
    for (const record of claimsOf(customer.profile.CUSTOMER)) {
      if (record.status !== 'paid' || !record.PAID_AT) continue;
      const year = Number(record.PAID_AT.slice(0, 4));
      const entry = years.get(year) ?? { COUNT: 0, AMOUNT: 0 };
      years.set(year, {
        COUNT: entry.COUNT + 1,
        AMOUNT: entry.AMOUNT + (record.AMOUNT_PAID ?? 0),
      });
    }
    const result = [...years.entries()].sort(([a], [b]) => b - a).map(([YEAR, entry]) => ({ YEAR, ...entry }));
    return ok({ result } satisfies v.InferInput<typeof paidByYearSchema>);
  },
});

/** An ISO day a year minus a day before `end`: the first day of a one-year contract ending on `end`. */
function yearBefore(end: string): string {
  const from = new Date(`${end}T00:00:00Z`);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  from.setUTCDate(from.getUTCDate() + 1);
  return from.toISOString().slice(0, 10);
}

const normalPlate = (plate: string) => plate.toUpperCase().replace(/\s/g, '');

/**
 * The CMTPL contract of a car on a day (the person search, and the application's check of it). One source of truth:
 * the contracts the simulator keeps (`heldContracts` and those bought in the wizards) answer for every car they
 * cover — Anna's `35OO123` is her `SV-APPA-2025-004211`, as her contracts list says; when several cover the day, the
 * latest to start. Only a car of the register none of those contracts names (its owner has no account here) answers
 * the contract the register knows of: the year up to its `currentContractEnd`.
 */
export function findCmtplObject(plate: string, day: string) {
  const wanted = normalPlate(plate);
  const state = db.read();
  const car = state.vehicles.find((item) => item.plate === wanted);
  const kept = [...state.contracts, ...state.heldContracts].filter(
    (contract) => contract.product === 'appa' && isIssued(contract) && contract.plate === wanted && contract.startDate && contract.endDate && contract.CONTRACT_NUMBER,
  );
  if (kept.length > 0) {
    const covering = kept
      .filter((contract) => (contract.startDate as string) <= day && day <= (contract.endDate as string))
      .sort((a, b) => (b.startDate as string).localeCompare(a.startDate as string))[0];
    if (!covering) return null;
    return {
      OBJECT_ID: covering.ID,
      CONTRACT_NUMBER: covering.CONTRACT_NUMBER as string,
      PLATE: wanted,
      MAKE: car?.make ?? '',
      MODEL: car?.model ?? '',
      FROMDATE: covering.startDate as string,
      TODATE: covering.endDate as string,
    };
  }
  if (!car?.currentContractEnd) return null;
  const end = car.currentContractEnd;
  const fromIso = yearBefore(end);
  if (day < fromIso || day > end) return null;
  return {
    OBJECT_ID: `cmtpl-${car.plate}`,
    CONTRACT_NUMBER: `SV-APPA-${fromIso.slice(0, 4)}-${car.plate.replace(/\D/g, '').padStart(6, '0')}`,
    PLATE: car.plate,
    MAKE: car.make,
    MODEL: car.model,
    FROMDATE: fromIso,
    TODATE: end,
  };
}

/**
 * The person search's fields (customer-portal.md §3: part of the application): PLATE and EVENT_DATE checked, then the
 * contract they find. The search answers it; create and the public request check the application's search again.
 */
function searchContract(fields: Record<string, unknown>, lang: ServerLang): { warnings: FieldWarnings } | { found: NonNullable<ReturnType<typeof findCmtplObject>>; day: string } {
  const plate = textField(fields, 'PLATE');
  const date = textField(fields, 'EVENT_DATE');
  const warnings: FieldWarnings = {};
  if (!plate) warnings.PLATE = [say('required', lang)];
  if (!date) warnings.EVENT_DATE = [say('required', lang)];
  else if (!parseDateText(date, 'date')) warnings.EVENT_DATE = [say('date', lang)];
  else if ((toIsoDate(date) as string) > todayIso()) warnings.EVENT_DATE = [say('future', lang)];
  if (Object.keys(warnings).length) return { warnings };
  const day = toIsoDate(date) as string;
  const found = findCmtplObject(plate, day);
  if (!found) return { warnings: { PLATE: [say('noContract', lang)] } };
  return { found, day };
}

const search = publicEndpoint({
  client: 'application',
  path: '/mobile/create-request/get-cmptl-objects/',
  title: 'Compensation: person search (PLATE, EVENT_DATE)',
  warningFields: ['PLATE', 'EVENT_DATE'],
  resolve: ({ fields, lang }) => {
    const searched = searchContract(fields, lang);
    if ('warnings' in searched) return fieldWarnings(searched.warnings);
    return ok({ result: searched.found } satisfies v.InferInput<typeof cmtplObjectAnswerSchema>);
  },
});

const problemMessage = (problem: ApplicationProblem, lang: ServerLang): string => {
  switch (problem.code) {
    case 'phone-starts-with-zero':
    case 'phone-too-short':
      return say('phone', lang);
    case 'bank-account':
      return say('bankAccount', lang);
    case 'tpin':
      return say('tpin', lang);
    case 'consent':
      return say('consent', lang);
    case 'photos-min':
      return say('photos', lang, { min: problem.min });
    case 'files-min':
      return say('files', lang, { min: problem.min });
    case 'file-total':
      return say('total', lang);
    default:
      return say('required', lang);
  }
};

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : []);

/**
 * The application's check, the same rules as the form: values from the fields, files from the uploads they name.
 * The person search's fields are part of it (§3): they must find the contract the application names (OBJECT_ID).
 * Returns the warnings (empty: valid) and the contract found.
 */
export function checkApplication(fields: Record<string, unknown>, lang: ServerLang): { warnings: FieldWarnings; found: NonNullable<ReturnType<typeof findCmtplObject>> | null; day: string | null } {
  const values: ApplicationValues = {
    ...INITIAL_VALUES,
    CONSENT: textField(fields, 'CONSENT') === '1' || fields.CONSENT === true,
  };
  const warnings: FieldWarnings = {};
  for (const name of TEXT_FIELDS) values[name] = textField(fields, name);
  // The phone arrives as `+374 (0xx) xxxxxx` (the one check of every domain, mocks/lib/phone.ts); the form's rules read XX-XXX-XXX.
  const phone = readPhoneField(fields, 'PHONE', lang);
  if (phone.status === 'invalid') warnings.PHONE = [phone.message];
  values.PHONE = phone.status === 'ok' ? phoneFromWire(phone.phone) : '';
  if (!values.PERSON_TYPE) values.PERSON_TYPE = '3';
  const uploads = db.read().uploads;
  const files: ApplicationFiles = structuredClone(EMPTY_FILES);
  for (const name of FILE_LISTS) {
    for (const id of asList(fields[name])) {
      const found: UploadRecord | undefined = uploads.find((upload) => upload.id === id);
      if (!found) {
        warnings[name] = [say('fileUnknown', lang)];
        continue;
      }
      const listed: ListedFile = {
        key: found.id,
        name: found.name,
        size: found.size,
        type: found.type,
        status: 'done',
        id: found.id,
        file: found.file,
        message: null,
      };
      // The same admission as the form: type, 3 MB, 8 per list, 10 MB over every list.
      if (admitFiles(files, name as FileListName, [listed]).accepted.length === 0) warnings[name] = [say('total', lang)];
      else files[name].push(listed);
    }
  }
  for (const [field, problem] of Object.entries(validateApplication(values, files))) {
    warnings[field] ??= [problemMessage(problem, lang)];
  }
  const searched = searchContract(fields, lang);
  if ('warnings' in searched) {
    Object.assign(warnings, searched.warnings);
    return { warnings, found: null, day: null };
  }
  const objectId = textField(fields, 'OBJECT_ID');
  if (objectId !== searched.found.OBJECT_ID) warnings.OBJECT_ID = [say(objectId ? 'objectMismatch' : 'objectMissing', lang)];
  return { warnings, found: searched.found, day: searched.day };
}

/** VIEW 1: the application's preview (the simulator's sample claim form; a real backend renders the application). */
const PREVIEW_PATH = '/sim-assets/docs/claim-form.pdf';

const create = authorizedEndpoint({
  path: '/mobile/claim/create',
  title: 'Compensation application (signed in; VIEW 0/1)',
  warningFields: ['BANK_ACCOUNT', 'PHOTOS'],
  resolve: ({ customer, fields, lang }) => {
    const filing = textField(fields, 'VIEW') !== '1';
    // Filed once per CLIENT_ID (docs/purchase-api.md "Idempotency"): a repeat answers the claim already filed.
    const id = textField(fields, 'CLIENT_ID');
    if (filing && !id) return fieldWarnings({ CLIENT_ID: [say('clientId', lang)] });
    const filed = filing ? db.read().claims.find((record) => record.customer === customer.profile.CUSTOMER && record.values?.CLIENT_ID === id) : undefined;
    if (filed) return ok({ CLAIM_NUMBER: filed.CLAIM_NUMBER } satisfies v.InferInput<typeof compensationAnswerSchema>);
    const { warnings, found, day } = checkApplication(fields, lang);
    if (Object.keys(warnings).length || !found || !day) return fieldWarnings(warnings);
    if (!filing) return ok({ path: PREVIEW_PATH } satisfies v.InferInput<typeof compensationAnswerSchema>);
    const state = db.read();
    const sequence = state.claims.filter((record) => record.CLAIM_NUMBER.startsWith('CL-2026-')).length + 500;
    const now = new Date().toISOString();
    // The accident as the person search found it (§3): its day, the car and the contract.
    const record: ClaimRecord = {
      ID: String(6000 + state.claims.length),
      CLAIM_NUMBER: `CL-2026-${String(sequence).padStart(6, '0')}`,
      customer: customer.profile.CUSTOMER,
      DETID: found.OBJECT_ID,
      CONTRACT_NUMBER: found.CONTRACT_NUMBER,
      product: 'appa',
      status: 'submitted',
      EVENT_DATE: day,
      CREATED_AT: now,
      PLATE: found.PLATE,
      AMOUNT_CLAIMED: null,
      AMOUNT_PAID: null,
      PAID_AT: null,
      missing: null,
      history: [{ STATUS: 'submitted', DATE: now, note: null }],
      values: fields,
    };
    db.update((draft) => {
      draft.claims.push(record);
    });
    return ok({ CLAIM_NUMBER: record.CLAIM_NUMBER } satisfies v.InferInput<typeof compensationAnswerSchema>);
  },
});

/** Multipart fields as the app sends them: lists repeated as `NAME[]`. */
async function multipartFields(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const form = await request.clone().formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value !== 'string') continue;
      if (key.endsWith('[]')) fields[key.slice(0, -2)] = [...asList(fields[key.slice(0, -2)]), value];
      else fields[key] = value;
    }
    return fields;
  } catch {
    return null;
  }
}

const createPublic = publicEndpoint({
  client: 'application',
  path: '/mobile/create-request/public/',
  title: 'Public compensation request (multipart; VIEW 0/1)',
  warningFields: ['BANK_ACCOUNT', 'PHOTOS'],
  resolve: async ({ request, lang }) => {
    const fields = await multipartFields(request);
    if (!fields) return badRequest({ warning: say('required', lang) });
    const filing = textField(fields, 'VIEW') !== '1';
    const id = textField(fields, 'CLIENT_ID');
    if (filing && !id) return fieldWarnings({ CLIENT_ID: [say('clientId', lang)] });
    const filed = filing ? db.read().compensationRequests.find((request) => request.values.CLIENT_ID === id) : undefined;
    if (filed) return ok({ CLAIM_NUMBER: filed.NUMBER } satisfies v.InferInput<typeof compensationAnswerSchema>);
    const { warnings, found, day } = checkApplication(fields, lang);
    if (Object.keys(warnings).length || !found || !day) return fieldWarnings(warnings);
    if (!filing) return ok({ path: PREVIEW_PATH } satisfies v.InferInput<typeof compensationAnswerSchema>);
    const number = `RQ-2026-${String(db.read().compensationRequests.length + 1).padStart(6, '0')}`;
    db.update((draft) => {
      draft.compensationRequests.push({
        NUMBER: number,
        values: { ...fields, EVENT_DATE: day, PLATE: found.PLATE, CONTRACT_NUMBER: found.CONTRACT_NUMBER },
        at: new Date().toISOString(),
      });
    });
    return ok({ CLAIM_NUMBER: number } satisfies v.InferInput<typeof compensationAnswerSchema>);
  },
});

export const claimEndpoints: readonly Endpoint[] = [list, retrieve, groups, paidByYear, search, create, createPublic];
