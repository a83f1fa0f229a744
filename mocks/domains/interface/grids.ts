import type { Localized, ServerLang } from '../../lib/respond';
import { pick } from './messages';
import type { GridDefinition } from './types';

/**
 * Grids of the simulator (get-grid-list, get-filter-list by PARENTID).
 * - 5049: the contract summary shown above the last step of the public purchase flows (public; the form engine
 *   always loads it through /public/, see docs/decisions.md "Form engine");
 * - 3152: the signed-in customer's contracts (authorized), with a column the customer is not granted.
 */
const L = (am: string, en: string, ru: string): Localized => ({ am, en, ru });
const t = (lang: ServerLang, texts: Localized) => pick(lang, texts);

const N = {
  contract: L('Պայմանագրի համար', 'Contract number', 'Номер договора'),
  product: L('Ապահովագրական պրոդուկտ', 'Product', 'Страховой продукт'),
  insured: L('Ապահովադիր', 'Policyholder', 'Страхователь'),
  from: L('Սկիզբ', 'From', 'С'),
  to: L('Ավարտ', 'To', 'По'),
  premium: L('Ապահովագրավճար, ֏', 'Premium, ֏', 'Страховая премия, ֏'),
  status: L('Կարգավիճակ', 'Status', 'Статус'),
  commission: L('Գործակալի վարձատրություն', "Agent's commission", 'Комиссия агента'),
  active: L('Գործող', 'Active', 'Действующий'),
  expired: L('Ավարտված', 'Expired', 'Истёкший'),
  fromDate: L('Սկսած', 'Starting from', 'Начиная с'),
};

/** The header grid of the medical check-ups' payment step (4517, 4699, 4888: "4517 loads a header grid", §4). */
const medicalHeader = (parentId: number): GridDefinition => ({
  parentId,
  access: 'authorized',
  name: `Medical check-up contract header (${parentId})`,
  columns: (lang) => [
    { ID: parentId * 10 + 1, TEXT: t(lang, N.insured), FIELD_NAME: 'CUSTOMER_FULLNAME' },
    { ID: parentId * 10 + 2, TEXT: t(lang, L('Փաստաթուղթ', 'Document', 'Документ')), FIELD_NAME: 'PASSPORT' },
    { ID: parentId * 10 + 3, TEXT: t(lang, L('Բժշկական կենտրոն', 'Clinic', 'Клиника')), FIELD_NAME: 'CLINIC_NAME' },
    { ID: parentId * 10 + 4, TEXT: t(lang, N.from), FIELD_NAME: 'FROMDATE', TYPE: 'date' },
    { ID: parentId * 10 + 5, TEXT: t(lang, N.to), FIELD_NAME: 'TODATE', TYPE: 'date' },
  ],
});

export const gridDefinitions: readonly GridDefinition[] = [
  medicalHeader(4517),
  medicalHeader(4699),
  medicalHeader(4888),
  {
    parentId: 5049,
    access: 'public',
    name: 'Contract summary of the purchase flows',
    columns: (lang) => [
      { ID: 50491, TEXT: t(lang, N.contract), FIELD_NAME: 'CONTRACT_NUMBER' },
      { ID: 50492, TEXT: t(lang, N.product), FIELD_NAME: 'PRODUCT' },
      { ID: 50493, TEXT: t(lang, N.insured), FIELD_NAME: 'CUSTOMER_FULLNAME' },
      { ID: 50494, TEXT: t(lang, N.from), FIELD_NAME: 'FROMDATE', TYPE: 'date' },
      { ID: 50495, TEXT: t(lang, N.to), FIELD_NAME: 'TODATE', TYPE: 'date' },
      { ID: 50496, TEXT: t(lang, N.premium), FIELD_NAME: 'PREMIUMSPAY', TYPE: 'float' },
    ],
  },
  {
    parentId: 3152,
    access: 'authorized',
    name: "Customer's contracts",
    columns: (lang) => [
      { ID: 31521, TEXT: t(lang, N.contract), FIELD_NAME: 'CONTRACT_NUMBER' },
      { ID: 31522, TEXT: t(lang, N.product), FIELD_NAME: 'PRODUCT' },
      { ID: 31523, TEXT: t(lang, N.from), FIELD_NAME: 'FROMDATE', TYPE: 'date' },
      { ID: 31524, TEXT: t(lang, N.to), FIELD_NAME: 'TODATE', TYPE: 'date' },
      { ID: 31525, TEXT: t(lang, N.status), FIELD_NAME: 'STATUS' },
      { ID: 31526, TEXT: t(lang, N.commission), FIELD_NAME: 'COMMISSION', TYPE: 'float', GRANTED: 0 },
    ],
    filters: (lang) => [
      {
        ID: 31531,
        TEXT: t(lang, N.status),
        FIELD_NAME: 'STATUS',
        TYPE: 'radio',
        DICTIONVALUES: [
          { CHARID: 'active', NAME_A: t(lang, N.active) },
          { CHARID: 'expired', NAME_A: t(lang, N.expired) },
        ],
      },
      { ID: 31532, TEXT: t(lang, N.fromDate), FIELD_NAME: 'FROMDATE', TYPE: 'date' },
    ],
  },
];
