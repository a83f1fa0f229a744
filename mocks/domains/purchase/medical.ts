import { L } from '../../lib/content';
import { fillTemplate, type Localized, type ServerLang } from '../../lib/respond';
import { addDays, addMonths, parseDay, startOfDay } from '../calculators/dates';
import { ageOn, text } from './rules';

/**
 * The three medical check-ups of the purchase wizard (customer-portal.md §2, §7; docs/decisions.md "Medical
 * check-ups"): what the spec does not say — who may be insured, the premiums, how far ahead a check-up year may
 * start, the clinics — is ours and kept here as data. The step forms are medical-forms.ts, the calls
 * medical-steps.ts.
 */
export type MedicalKey = 'medicalCheckUp' | 'medicalCheckUpPlus' | 'socialMedCheckUp';

export interface MedicalProduct {
  key: MedicalKey;
  /** The path segment of the product's calls: /product/{segment}/set-customer, …/create-object. */
  segment: string;
  /** Ages (full years, today) the product insures, both ends included; null: no upper bound. */
  minAge: number;
  maxAge: number | null;
  /** The premium of one check-up year, in drams. */
  premium: number;
  /** The product's own refusal when the age is outside its range. */
  ageMessage: Localized;
}

export const MEDICAL_PRODUCTS: Record<MedicalKey, MedicalProduct> = {
  medicalCheckUp: {
    key: 'medicalCheckUp',
    segment: 'medical-checkup',
    minAge: 18,
    maxAge: 64,
    premium: 25_000,
    ageMessage: L(
      'Բժշկական հետազոտությունը նախատեսված է 18-ից 64 տարեկան անձանց համար',
      'The medical check-up is for people aged 18 to 64',
      'Медицинский осмотр предназначен для людей от 18 до 64 лет',
    ),
  },
  medicalCheckUpPlus: {
    key: 'medicalCheckUpPlus',
    segment: 'medical-checkup-plus',
    minAge: 18,
    maxAge: 74,
    premium: 48_000,
    ageMessage: L(
      'Բժշկական հետազոտություն պլյուսը նախատեսված է 18-ից 74 տարեկան անձանց համար',
      'The medical check-up plus is for people aged 18 to 74',
      'Медицинский осмотр плюс предназначен для людей от 18 до 74 лет',
    ),
  },
  socialMedCheckUp: {
    key: 'socialMedCheckUp',
    segment: 'social-med-checkup',
    minAge: 63,
    maxAge: null,
    premium: 9_000,
    ageMessage: L(
      'Սոցիալական բժշկական հետազոտությունը նախատեսված է 63 տարեկան և բարձր անձանց համար',
      'The social medical check-up is for people aged 63 and over',
      'Социальный медицинский осмотр предназначен для людей от 63 лет',
    ),
  },
};

export const MEDICAL_KEYS = Object.keys(MEDICAL_PRODUCTS) as MedicalKey[];
export const isMedicalKey = (value: string): value is MedicalKey => Object.hasOwn(MEDICAL_PRODUCTS, value);

/** A check-up year starts from tomorrow and at most this many days ahead. */
export const MEDICAL_START_MAX_DAYS = 30;

/** The clinics where the check-up is done (CHARID → name). */
export const MEDICAL_CLINICS: ReadonlyArray<{ id: string; name: Localized }> = [
  { id: 'erebuni', name: L('«Էրեբունի» բժշկական կենտրոն', 'Erebuni Medical Center', 'Медицинский центр «Эребуни»') },
  { id: 'astghik', name: L('«Աստղիկ» բժշկական կենտրոն', 'Astghik Medical Center', 'Медицинский центр «Астгик»') },
  { id: 'nairi', name: L('«Նաիրի» բժշկական կենտրոն', 'Nairi Medical Center', 'Медицинский центр «Наири»') },
];

const M = {
  birthInFuture: L('Ծննդյան ամսաթիվը չի կարող ապագայում լինել', 'The date of birth cannot be in the future', 'Дата рождения не может быть в будущем'),
  socialCard: L('Հանրային ծառայությունների համարանիշը 10 թվանշան է', 'The public service number has 10 digits', 'Номер социальной карты состоит из 10 цифр'),
  startTooEarly: L('Հետազոտության տարին կարող է սկսվել վաղվանից', 'The check-up year can start from tomorrow', 'Год осмотра может начаться не раньше завтрашнего дня'),
  startTooLate: L(
    'Հետազոտության տարին կարող է սկսվել առավելագույնը {days} օր հետո',
    'The check-up year can start at most {days} days ahead',
    'Год осмотра может начаться не позже чем через {days} дней',
  ),
  clinicUnknown: L('Անհայտ բժշկական կենտրոն', 'Unknown clinic', 'Неизвестная клиника'),
};

type Values = Record<string, unknown>;

/** Step 1 (search-person): a 10-digit public service number when given, a birth date in the past, an age the product insures. */
export function medicalPersonWarnings(product: MedicalKey, values: Values, lang: ServerLang, today = new Date()): Record<string, string> {
  const warnings: Record<string, string> = {};
  const card = text(values, 'SOCIAL_CARD');
  if (card && !/^\d{10}$/.test(card)) warnings.SOCIAL_CARD = M.socialCard[lang];
  const birth = parseDay(text(values, 'BIRTHDATE'));
  if (birth) {
    const { minAge, maxAge, ageMessage } = MEDICAL_PRODUCTS[product];
    const age = ageOn(birth, today);
    if (birth > startOfDay(today)) warnings.BIRTHDATE = M.birthInFuture[lang];
    else if (age < minAge || (maxAge !== null && age > maxAge)) warnings.BIRTHDATE = ageMessage[lang];
  }
  return warnings;
}

/** Step 2 (contract-data): the year starts from tomorrow to MEDICAL_START_MAX_DAYS ahead, at a known clinic. */
export function medicalContractWarnings(values: Values, lang: ServerLang, today = new Date()): Record<string, string> {
  const warnings: Record<string, string> = {};
  const start = parseDay(text(values, 'FROMDATE'));
  const first = addDays(startOfDay(today), 1);
  if (start && start < first) warnings.FROMDATE = M.startTooEarly[lang];
  else if (start && start > addDays(startOfDay(today), MEDICAL_START_MAX_DAYS)) warnings.FROMDATE = fillTemplate(M.startTooLate[lang], { days: MEDICAL_START_MAX_DAYS });
  const clinic = text(values, 'CLINIC');
  if (clinic && !MEDICAL_CLINICS.some((candidate) => candidate.id === clinic)) warnings.CLINIC = M.clinicUnknown[lang];
  return warnings;
}

/** A check-up year: from its first day to the day before the same date a year later. */
export const medicalEnd = (start: Date) => addDays(addMonths(start, 12), -1);
