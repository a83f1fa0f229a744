import type { Localized, ServerLang } from '../../lib/respond';
import { pick } from './messages';
import type { GridDefinition } from './types';
import { SUBROGATIONS } from '../profile/fixtures';
import { L } from '../../lib/content';

/**
 * Grids of the simulator (get-grid-list, get-filter-list by PARENTID).
 * - 5049: the contract summary shown above the last step of the public purchase flows (public; the form engine
 *   always loads it through /public/, see docs/decisions/interface-parent-5049.md);
 * - 3152: the signed-in customer's contracts (authorized), with a column the customer is not granted;
 * - 3158: the subrogation grid of the profile (authorized), with the customer's rows (`data`).
 */
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
  case: L('Գործի համար', 'Case number', 'Номер дела'),
  accident: L('Պատահարի ամսաթիվ', 'Date of the accident', 'Дата происшествия'),
  debtor: L('Պատասխանատու կողմի ապահովագրողը', "At-fault party's insurer", 'Страховщик виновника'),
  claimed: L('Պահանջված, ֏', 'Claimed, ֏', 'Предъявлено, ֏'),
  recovered: L('Վերադարձված, ֏', 'Recovered, ֏', 'Возмещено, ֏'),
  open: L('Ընթացքում', 'In progress', 'В работе'),
  closed: L('Փակված', 'Closed', 'Закрыто'),
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
  {
    parentId: 3158,
    access: 'authorized',
    name: 'Subrogation cases of the customer',
    columns: (lang) => [
      { ID: 31581, TEXT: t(lang, N.case), FIELD_NAME: 'CASE' },
      { ID: 31582, TEXT: t(lang, N.contract), FIELD_NAME: 'CONTRACT_NUMBER' },
      { ID: 31583, TEXT: t(lang, N.accident), FIELD_NAME: 'ACCIDENT_DATE', TYPE: 'date' },
      { ID: 31584, TEXT: t(lang, N.debtor), FIELD_NAME: 'DEBTOR' },
      { ID: 31585, TEXT: t(lang, N.claimed), FIELD_NAME: 'CLAIMED', TYPE: 'float' },
      { ID: 31586, TEXT: t(lang, N.recovered), FIELD_NAME: 'RECOVERED', TYPE: 'float' },
      { ID: 31587, TEXT: t(lang, N.status), FIELD_NAME: 'STATUS' },
      { ID: 31588, TEXT: t(lang, N.commission), FIELD_NAME: 'COMMISSION', TYPE: 'float', GRANTED: 0 },
    ],
    rows: (customer, lang) =>
      SUBROGATIONS.filter((entry) => entry.customer === customer).map((entry) => ({
        ...entry.row,
        STATUS: t(lang, entry.row.STATUS === 'open' ? N.open : N.closed),
      })),
  },
];
