import { PURCHASE_PRODUCTS } from '@/shared/config/purchase';
import { L } from '../../lib/content';
import type { Localized, ServerLang } from '../../lib/respond';
import type { FormDefinition } from '../interface/types';
import { toOptions } from '../calculators/options';
import { CHECKUP_PLUS_PACKAGE, SOCIAL_GROUP } from '../calculators/tariffs/medical';
import { MEDICAL_CLINICS, MEDICAL_KEYS, medicalContractWarnings, medicalPersonWarnings, type MedicalKey } from './medical';
import { tomorrowText } from './rules';
import { fieldBuilder } from './field-builder';

/**
 * The step forms of the three medical check-ups (customer-portal.md §2 "Medical check-up step 1"), served by
 * GET /api/interface/form/{id} to signed-in customers; ids from the product table. Step 1 of the medical
 * check-up carries the spec's field ids (4518 document, 4520 public service number, 4519 birth date, 4521 phone,
 * 4600 e-mail); the other fields, and the same fields of the other two products, are `formId * 100 + n`.
 * The payment step (create-contract) has the header grid of the same id (interface grids).
 */
const T = {
  promo: L('Պրոմոկոդ', 'Promo code', 'Промокод'),
  document: L('Անձնագրի կամ ID քարտի համար', 'Passport or ID card number', 'Номер паспорта или ID-карты'),
  socialCard: L('Հանրային ծառայությունների համարանիշ (ՀԾՀ)', 'Public service number', 'Номер социальной карты'),
  socialHelp: L('10 թվանշան', '10 digits', '10 цифр'),
  birthDate: L('Ծննդյան ամսաթիվ', 'Date of birth', 'Дата рождения'),
  socialGroup: L('Սոցիալական խումբ', 'Social group', 'Социальная группа'),
  package: L('Փաթեթ', 'Package', 'Пакет'),
  phone: L('Բջջային հեռախոս', 'Mobile phone', 'Мобильный телефон'),
  email: L('Էլ. փոստ', 'E-mail', 'Эл. почта'),
  consent: L(
    'Հաստատում եմ, որ տվյալները ճիշտ են, և համաձայն եմ դրանց մշակմանը',
    'I confirm the details are correct and agree to their processing',
    'Подтверждаю правильность данных и согласен(на) на их обработку',
  ),
  start: L('Հետազոտության տարվա սկիզբ', 'Start of the check-up year', 'Начало года осмотра'),
  clinic: L('Բժշկական կենտրոն', 'Clinic', 'Клиника'),
  contractIntro: L(
    'Ընտրեք, թե երբ սկսել հետազոտության տարին և որ կենտրոնում անցնել այն։',
    'Choose when the check-up year starts and at which clinic.',
    'Выберите, когда начинается год осмотра и в какой клинике его пройти.',
  ),
  contractConsent: L('Հաստատում եմ պայմանագրի տվյալները', 'I confirm the contract details', 'Подтверждаю данные договора'),
  summaryIntro: L('Ստուգեք պայմանագրի տվյալները և գինը, ապա վճարեք։', 'Check the contract details and the price, then pay.', 'Проверьте данные договора и цену, затем оплатите.'),
  terms: L('Ծանոթացել եմ և ընդունում եմ պայմանները', 'I have read and accept the terms', 'Я ознакомился(лась) с условиями и принимаю их'),
} as const;

const NAMES: Record<MedicalKey, Localized> = {
  medicalCheckUp: L('Բժշկական հետազոտություն', 'Medical check-up', 'Медицинский осмотр'),
  medicalCheckUpPlus: L('Բժշկական հետազոտություն պլյուս', 'Medical check-up plus', 'Медицинский осмотр плюс'),
  socialMedCheckUp: L('Սոցիալական բժշկական հետազոտություն', 'Social medical check-up', 'Социальный медицинский осмотр'),
};

const STEP_TITLES = {
  person: L('ապահովադրվող անձը', 'the insured person', 'застрахованное лицо'),
  contract: L('հետազոտության տվյալներ', 'the check-up', 'данные осмотра'),
  payment: L('պայմանագիր և վճարում', 'contract and payment', 'договор и оплата'),
};

const STEP_DESCRIPTIONS = {
  person: L(
    'Մուտքագրեք ապահովադրվող անձի տվյալները։ Պրոմոկոդ ունենալու դեպքում ստուգեք այն։',
    'Enter the insured person’s details. If you have a promo code, check it.',
    'Введите данные застрахованного лица. Если у вас есть промокод, проверьте его.',
  ),
  contract: L('Սկզբի ամսաթիվ և բժշկական կենտրոն։', 'Start date and clinic.', 'Дата начала и клиника.'),
  payment: L('Պայմանագրի ամփոփում, գին և վճարում։', 'Contract summary, price and payment.', 'Сводка договора, цена и оплата.'),
};

const KEYWORDS = L('բժշկական հետազոտություն, առողջության ապահովագրություն, առցանց', 'medical check-up, health insurance, online', 'медицинский осмотр, медицинское страхование, онлайн');

function meta(product: MedicalKey, step: keyof typeof STEP_TITLES): FormDefinition['meta'] {
  const of = (lang: ServerLang) => ({ title: `${NAMES[product][lang]}: ${STEP_TITLES[step][lang]}`, description: STEP_DESCRIPTIONS[step][lang], keywords: KEYWORDS[lang] });
  return { am: of('am'), en: of('en'), ru: of('ru') };
}

const full = { col: 24 } as const;

/** The spec's field ids of medical check-up step 1 (§2); null: `formId * 100 + n`. */
const SPEC_IDS: Partial<Record<number, Record<string, number>>> = {
  4515: { PASSPORT: 4518, SOCIAL_CARD: 4520, BIRTHDATE: 4519, PHONE: 4521, EMAIL: 4600 },
};


function forms(product: MedicalKey): FormDefinition[] {
  const [person, contract, payment] = PURCHASE_PRODUCTS[product].steps;
  return [
    {
      tabId: person.formId,
      access: 'authorized',
      name: `Purchase: ${product} step 1, the insured person`,
      meta: meta(product, 'person'),
      fields: (lang) => {
        const f = fieldBuilder(person.formId, lang, SPEC_IDS[person.formId]);
        return [
          // The promo code is checked in place (REFERRAL = the product, §5); the contract keeps a valid one.
          f('PROMO_CODE', T.promo, 'promo', { ...full, propsData: { referral: product, maxLength: 20 } }),
          f('PASSPORT', T.document, 'str', { required: 1, propsData: { maxLength: 20 } }),
          f('SOCIAL_CARD', T.socialCard, 'number', { required: product === 'socialMedCheckUp' ? 1 : 0, message: T.socialHelp[lang], propsData: { maxLength: 10 } }),
          f('BIRTHDATE', T.birthDate, 'date', { required: 1 }),
          // The social check-up's price depends on the group (as on its calculator).
          ...(product === 'socialMedCheckUp'
            ? [f('SOCIAL_GROUP', T.socialGroup, 'str', { type_view: 'select', required: 1, DICTIONVALUES: toOptions(SOCIAL_GROUP, lang) })]
            : []),
          f('PHONE', T.phone, 'phone', { required: 1 }),
          f('EMAIL', T.email, 'str', { type_view: 'email', required: 1, propsData: { autoComplete: 'email' } }),
          f('CONSENT', T.consent, 'bool', { required: 1, ...full }),
        ];
      },
      validate: ({ values, lang }) => medicalPersonWarnings(product, values, lang),
    },
    {
      tabId: contract.formId,
      access: 'authorized',
      name: `Purchase: ${product} step 2, the check-up`,
      meta: meta(product, 'contract'),
      fields: (lang) => {
        const f = fieldBuilder(contract.formId, lang, SPEC_IDS[contract.formId]);
        return [
          f('CONTRACT_INTRO', T.contractIntro, 'span', full),
          f('FROMDATE', T.start, 'date', { required: 1, value: tomorrowText(), field_rules: { min: 'today+1' } }),
          f('CLINIC', T.clinic, 'str', { type_view: 'select', required: 1, DICTIONVALUES: MEDICAL_CLINICS.map((clinic) => ({ CHARID: clinic.id, NAME_A: clinic.name[lang] })) }),
          // The plus programme's package (as on its calculator).
          ...(product === 'medicalCheckUpPlus'
            ? [f('PACKAGE', T.package, 'radiogroup', { required: 1, value: 1, ...full, DICTIONVALUES: toOptions(CHECKUP_PLUS_PACKAGE, lang) })]
            : []),
          f('CONSENT', T.contractConsent, 'bool', { required: 1, ...full }),
        ];
      },
      validate: ({ values, lang }) => medicalContractWarnings(values, lang),
    },
    {
      tabId: payment.formId,
      access: 'authorized',
      name: `Purchase: ${product} step 3, contract and payment`,
      meta: meta(product, 'payment'),
      fields: (lang) => {
        const f = fieldBuilder(payment.formId, lang, SPEC_IDS[payment.formId]);
        return [f('SUMMARY_INTRO', T.summaryIntro, 'span', full), f('TERMS', T.terms, 'bool', { required: 1, ...full })];
      },
    },
  ];
}

export const medicalForms: readonly FormDefinition[] = MEDICAL_KEYS.flatMap(forms);
