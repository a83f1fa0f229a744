import { Container } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { $contract, type StoredContract } from '@/entities/contract';
import { $user } from '@/entities/session';
import { PurchaseWizard } from '@/features/purchase-wizard';
import { stepForm } from '@/features/purchase-wizard/testing';
import { $token, fetchContractPriceFx, fetchSavedCardsFx, type Contract, type SavedCard } from '@/shared/api';
import type { FieldDescriptorInput } from '@/shared/api';
import type { LoadRequest } from '@/shared/form-engine';
import type { Lang } from '@/shared/i18n';
import { customerFixture as demoCustomer, tokenFixture } from '../fixtures';
import { mock, perLang, set } from '../support/scope';

type Texts = Record<Lang, string>;
const say = (lang: Lang, texts: Texts) => texts[lang];

const field = (lang: Lang, ID: number, FIELD_NAME: string, TYPE: FieldDescriptorInput['TYPE'], label: Texts, extra: Partial<FieldDescriptorInput> = {}): FieldDescriptorInput => ({
  ID,
  FIELD_NAME,
  TYPE,
  TEXT: say(lang, label),
  required: 1,
  GRANTED: 1,
  ...extra,
});
const CONSENT: Texts = { hy: 'Համաձայն եմ անձնական տվյալների մշակմանը', en: 'I agree to the processing of my personal data', ru: 'Согласен на обработку персональных данных' };

/** The step forms as the simulator serves them (shortened). */
const forms = (lang: Lang): Record<string, { title: Texts; fields: FieldDescriptorInput[] }> => ({
  4301: {
    title: { hy: 'ԱՊՊԱ. մեքենայի որոնում', en: 'CMTPL: find your car', ru: 'ОСАГО: поиск автомобиля' },
    fields: [
      field(lang, 1, 'PLATE', 'str', { hy: 'Պետհամարանիշ', en: 'Plate number', ru: 'Госномер' }),
      field(lang, 2, 'DOCUMENT', 'str', { hy: 'Անձնագիր, ID քարտ կամ ՀՎՀՀ', en: 'Passport, ID card or TPIN', ru: 'Паспорт, ID-карта или ИНН' }),
      field(lang, 3, 'CONSENT', 'bool', CONSENT, { col: 24 }),
    ],
  },
  4302: {
    title: { hy: 'ԱՊՊԱ՝ տվյալների ստուգում', en: 'CMTPL: check the data', ru: 'ОСАГО: проверка данных' },
    fields: [
      field(lang, 5, 'PHONE', 'phone', { hy: 'Բջջային հեռախոս', en: 'Mobile phone', ru: 'Мобильный телефон' }),
      field(lang, 6, 'EMAIL', 'str', { hy: 'Էլ. փոստ', en: 'E-mail', ru: 'Эл. почта' }, { type_view: 'email' }),
      field(lang, 7, 'CONSENT', 'bool', CONSENT, { col: 24 }),
    ],
  },
  4424: {
    title: { hy: 'Ճանապարհորդության պայմանագիր', en: 'Travel contract', ru: 'Договор путешествия' },
    fields: [field(lang, 4, 'TERMS', 'bool', { hy: 'Կարդացել և ընդունում եմ պայմանները', en: 'I have read and accept the terms', ru: 'Я прочитал(а) и принимаю условия' }, { col: 24 })],
  },
});

/** Step 1 (`search-person`) of the voluntary products (issue 10): the policyholder, as the simulator serves it. */
const personForm = (lang: Lang, formId: number, title: Texts) => ({
  title,
  fields: [
    field(lang, formId * 100 + 1, 'PERSON_INTRO', 'span', {
      hy: 'Ապահովադրի տվյալները. պայմանագիրը կուղարկենք նշված էլ. փոստին։',
      en: 'The policyholder’s details: the contract is sent to this e-mail.',
      ru: 'Данные страхователя: договор будет отправлен на эту эл. почту.',
    }, { col: 24, required: 0 }),
    field(lang, formId * 100 + 2, 'PASSPORT', 'str', { hy: 'Անձնագրի կամ ID քարտի համար', en: 'Passport or ID card number', ru: 'Номер паспорта или ID-карты' }),
    field(lang, formId * 100 + 3, 'PHONE', 'phone', { hy: 'Բջջային հեռախոս', en: 'Mobile phone', ru: 'Мобильный телефон' }),
    field(lang, formId * 100 + 4, 'EMAIL', 'str', { hy: 'Էլ. փոստ', en: 'E-mail', ru: 'Эл. почта' }, { type_view: 'email' }),
    field(lang, formId * 100 + 5, 'CONSENT', 'bool', CONSENT, { col: 24 }),
  ],
});
const personForms = (lang: Lang) => ({
  5101: personForm(lang, 5101, { hy: 'Կամավոր ավտոպատասխանատվություն՝ ապահովադիր', en: 'Voluntary MTPL: the policyholder', ru: 'Добровольное страхование автогражданской ответственности: страхователь' }),
  5111: personForm(lang, 5111, { hy: 'Just Casco՝ ապահովադիր', en: 'Just Casco: the policyholder', ru: 'Just Casco: страхователь' }),
  5121: personForm(lang, 5121, { hy: 'Գույքի ապահովագրություն՝ ապահովադիր', en: 'Property insurance: the policyholder', ru: 'Страхование имущества: страхователь' }),
  5131: personForm(lang, 5131, { hy: 'Ընտանի կենդանիների ապահովագրություն՝ ապահովադիր', en: 'Pet insurance: the policyholder', ru: 'Страхование домашних животных: страхователь' }),
});

const loadFormFor = (lang: Lang) => (request: LoadRequest) => {
  const form = { ...forms(lang), ...personForms(lang) }[String(request.kind === 'interface-form' ? request.id : '')];
  return { key: request.key, list: form?.fields ?? [], values: null, meta: { title: form ? say(lang, form.title) : '', description: null, keywords: null } };
};

const contract: Contract = {
  ID: 'C1', SGUID: 'S1', ORDER_ID: 'O1', IS_FREE: false, category: 'travel', status: 'draft', BROKER: null, PASSPORT: 'AN1234567', PASSPORT_HOLDER: null,
  CUSTOMER_IS_OWNER: 1, EMAIL_HOLDER: null, PHONE_HOLDER: null, CUSTOMER_FULLNAME: 'Anna Hakobyan', PREMIUMSPAY: 18500, PREMIUMSPAY_DISCOUNT: null,
  CONTRACT_NUMBER: null, FROMDATE: '25/11/2026', TODATE: '01/12/2026',
};
const vehicle = { PLATE: '35OO123', DOCUMENT: 'AN1234567', MAKE: 'Toyota', MODEL: 'Camry', VIN: 'JTNB11HK4J3051823', POWER_HP: 150, BM_CLASS: 10, USE: 'Personal use', NEXT_START: '16/12/2026', FROM: '16/12/2026', TO: '15/12/2027', GROUP: 'old' };
const appaContract: StoredContract = { product: 'appa', customer: demoCustomer.CUSTOMER, data: { ...contract, category: 'appa', VEHICLE: vehicle } };
const travelContract: StoredContract = { product: 'travel', customer: demoCustomer.CUSTOMER, data: contract };
const cards: SavedCard[] = [
  { ID: 'K1', CARDHOLDERID: demoCustomer.CUSTOMER, CARDNUMBER: '411111******1111', CARDTYPE: 'visa', EXPDATE: '12/28', IS_DEF: true },
  { ID: 'K2', CARDHOLDERID: demoCustomer.CUSTOMER, CARDNUMBER: '905111******1111', CARDTYPE: 'arca', EXPDATE: '03/27', IS_DEF: false },
];

const meta = {
  title: 'features/purchase-wizard/PurchaseWizard',
  component: PurchaseWizard,
  decorators: [
    (Story) => (
      <Container size="lg" py="md">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof PurchaseWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMTPL step 1: the progress, the server's form, the consent checkbox that enables "Find the car". */
export const CmtplSearchCar: Story = {
  args: { product: 'appa', tab: 'search-car' },
  parameters: {
    route: '/profile/newContracts/appa/search-car',
    effector: perLang(({ lang }) => ({
      values: [set($user, demoCustomer), set($token, tokenFixture)],
      handlers: [mock(stepForm.loadFx, loadFormFor(lang))],
    })),
  },
};

/** CMTPL step 2: phone and e-mail prefilled from the profile, the car found on step 1 beside the form, Back. */
export const CmtplCheckData: Story = {
  args: { product: 'appa', tab: 'check-data' },
  parameters: {
    route: '/profile/newContracts/appa/check-data',
    effector: perLang(({ lang }) => ({
      values: [set($user, demoCustomer), set($token, tokenFixture), set($contract, appaContract)],
      handlers: [mock(stepForm.loadFx, loadFormFor(lang))],
    })),
  },
};

/** Travel payment step: price with a promo discount struck through, the saved cards (default preselected), Pay. */
export const TravelPayment: Story = {
  args: { product: 'travel', tab: 'create-travel-contract' },
  parameters: {
    route: '/profile/tour-insurance/travel/create-travel-contract',
    effector: perLang(({ lang }) => ({
      values: [set($user, demoCustomer), set($token, tokenFixture), set($contract, travelContract)],
      handlers: [
        mock(stepForm.loadFx, loadFormFor(lang)),
        mock(fetchContractPriceFx, () => ({ result: { ID: 'C1', PREMIUMSPAY: 18500, PREMIUMSPAY_DISCOUNT: 16650, COMMISSION_PERCENT: 1 } })),
        mock(fetchSavedCardsFx, () => ({ result: cards })),
      ],
    })),
  },
};

/** Back to the payment step of a contract that is paid (issue 20): no Pay, the way to the contract and to a new purchase. */
export const CmtplPaid: Story = {
  args: { product: 'appa', tab: 'payment' },
  parameters: {
    route: '/profile/newContracts/appa/payment',
    effector: perLang(({ lang }) => ({
      values: [
        set($user, demoCustomer),
        set($token, tokenFixture),
        set($contract, { ...appaContract, data: { ...appaContract.data, status: 'paid', CONTRACT_NUMBER: 'SV-APPA-2026-000043', VEHICLE_LANG: lang } }),
      ],
      handlers: [mock(stepForm.loadFx, loadFormFor(lang))],
    })),
  },
};

/** The voluntary products' first step, `search-person` (issue 10): the policyholder; phone and e-mail from the profile. */
const firstStep = (product: 'apka' | 'justCasco' | 'property' | 'petsInsurance', route: string): Story => ({
  args: { product, tab: 'search-person' },
  parameters: {
    route,
    effector: perLang(({ lang }) => ({
      values: [set($user, demoCustomer), set($token, tokenFixture)],
      handlers: [mock(stepForm.loadFx, loadFormFor(lang))],
    })),
  },
});

export const ApkaSearchPerson: Story = firstStep('apka', '/profile/cars-insurance/apka/search-person');
export const JustCascoSearchPerson: Story = firstStep('justCasco', '/profile/car-insurance/justCasco/search-person');
export const PropertySearchPerson: Story = firstStep('property', '/profile/property-insurance/property/search-person');
export const PetsSearchPerson: Story = firstStep('petsInsurance', '/profile/pet-insurance/petsInsurance/search-person');
