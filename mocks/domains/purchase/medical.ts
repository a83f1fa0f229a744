import { L } from '../../lib/content';
import { fillTemplate, type Localized, type ServerLang } from '../../lib/respond';
import { addDays, addMonths, parseDay, startOfDay } from '../calculators/dates';
import { CHECKUP_AGES, checkupPlusPrice, checkupPrice, socialCheckupPrice, SOCIAL_CHECKUP_AGES } from '../calculators/quotes/medical';
import { drams } from '../calculators/quotes/calculator';
import { CHECKUP_PLUS_PACKAGE, SOCIAL_GROUP } from '../calculators/tariffs/medical';
import { rowOf, type TariffRow, type TariffTable } from '../calculators/tariffs/types';
import { ageOn, text } from './rules';

/**
 * The three medical check-ups of the purchase wizard (customer-portal.md §2, §7; docs/decisions/medical-checkups.md):
 * what the spec does not say — who may be insured, the premiums, how far ahead a check-up year may start, the clinics
 * — is ours and kept here as data. Ages and premiums are the public calculators' (tariffs/medical.ts): the wizard
 * asks the price the calculator showed. The step forms are medical-forms.ts, the calls medical-steps.ts.
 */
export type MedicalKey = 'medicalCheckUp' | 'medicalCheckUpPlus' | 'socialMedCheckUp';

type Values = Record<string, unknown>;

export interface MedicalProduct {
  key: MedicalKey;
  /** The path segment of the product's calls: /product/{segment}/set-customer, …/create-object. */
  segment: string;
  /** Ages (full years, today) the product insures, both ends included: the calculator's age bands. */
  ages: { min: number; max: number };
  /** The premium of one check-up year, in drams: the calculator's price for the same inputs. */
  premium: (age: number, values: Values) => number;
  /** The product's own refusal when the age is outside its range. */
  ageMessage: Localized;
}

const choice = <F>(table: TariffTable<F>, value: unknown): TariffRow<F> => {
  const row = rowOf(table, typeof value === 'string' || typeof value === 'number' ? String(value) : null) ?? table[0];
  if (!row) throw new Error('an empty tariff table');
  return row;
};

export const MEDICAL_PRODUCTS: Record<MedicalKey, MedicalProduct> = {
  medicalCheckUp: {
    key: 'medicalCheckUp',
    segment: 'medical-checkup',
    ages: CHECKUP_AGES,
    premium: (age) => drams(checkupPrice(age).premium),
    ageMessage: L(
      `Բժշկական հետազոտությունը նախատեսված է ${CHECKUP_AGES.min}-ից ${CHECKUP_AGES.max} տարեկան անձանց համար`,
      `The medical check-up is for people aged ${CHECKUP_AGES.min} to ${CHECKUP_AGES.max}`,
      `Медицинский осмотр предназначен для людей от ${CHECKUP_AGES.min} до ${CHECKUP_AGES.max} лет`,
    ),
  },
  medicalCheckUpPlus: {
    key: 'medicalCheckUpPlus',
    segment: 'medical-checkup-plus',
    ages: CHECKUP_AGES,
    premium: (age, values) => drams(checkupPlusPrice(age, choice(CHECKUP_PLUS_PACKAGE, values.PACKAGE)).premium),
    ageMessage: L(
      `Բժշկական հետազոտություն պլյուսը նախատեսված է ${CHECKUP_AGES.min}-ից ${CHECKUP_AGES.max} տարեկան անձանց համար`,
      `The medical check-up plus is for people aged ${CHECKUP_AGES.min} to ${CHECKUP_AGES.max}`,
      `Медицинский осмотр плюс предназначен для людей от ${CHECKUP_AGES.min} до ${CHECKUP_AGES.max} лет`,
    ),
  },
  socialMedCheckUp: {
    key: 'socialMedCheckUp',
    segment: 'social-med-checkup',
    ages: SOCIAL_CHECKUP_AGES,
    premium: (age, values) => drams(socialCheckupPrice(age, choice(SOCIAL_GROUP, values.SOCIAL_GROUP)).premium),
    ageMessage: L(
      `Սոցիալական բժշկական հետազոտությունը նախատեսված է ${SOCIAL_CHECKUP_AGES.min}-ից ${SOCIAL_CHECKUP_AGES.max} տարեկան անձանց համար`,
      `The social medical check-up is for people aged ${SOCIAL_CHECKUP_AGES.min} to ${SOCIAL_CHECKUP_AGES.max}`,
      `Социальный медицинский осмотр предназначен для людей от ${SOCIAL_CHECKUP_AGES.min} до ${SOCIAL_CHECKUP_AGES.max} лет`,
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
  optionUnknown: L('Անհայտ տարբերակ', 'Unknown option', 'Неизвестный вариант'),
};

/** A chosen option that is not one of the table's (an empty one is the required check's). */
const unknownOption = (table: TariffTable<unknown>, value: unknown) => text({ value }, 'value') !== '' && !rowOf(table, text({ value }, 'value'));

/**
 * Step 1 (search-person): a 10-digit public service number when given, a birth date in the past, an age the product
 * insures; the social check-up's social group is one of the calculator's.
 */
export function medicalPersonWarnings(product: MedicalKey, values: Values, lang: ServerLang, today = new Date()): Record<string, string> {
  const warnings: Record<string, string> = {};
  const card = text(values, 'SOCIAL_CARD');
  if (card && !/^\d{10}$/.test(card)) warnings.SOCIAL_CARD = M.socialCard[lang];
  if (product === 'socialMedCheckUp' && unknownOption(SOCIAL_GROUP, values.SOCIAL_GROUP)) warnings.SOCIAL_GROUP = M.optionUnknown[lang];
  const birth = parseDay(text(values, 'BIRTHDATE'));
  if (birth) {
    const { ages, ageMessage } = MEDICAL_PRODUCTS[product];
    const age = ageOn(birth, today);
    if (birth > startOfDay(today)) warnings.BIRTHDATE = M.birthInFuture[lang];
    else if (age < ages.min || age > ages.max) warnings.BIRTHDATE = ageMessage[lang];
  }
  return warnings;
}

/** Step 2 (contract-data): the year starts from tomorrow to MEDICAL_START_MAX_DAYS ahead, at a known clinic (the plus: a known package). */
export function medicalContractWarnings(values: Values, lang: ServerLang, today = new Date()): Record<string, string> {
  const warnings: Record<string, string> = {};
  if (unknownOption(CHECKUP_PLUS_PACKAGE, values.PACKAGE)) warnings.PACKAGE = M.optionUnknown[lang];
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
