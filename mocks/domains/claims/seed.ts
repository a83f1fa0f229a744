import type { ClaimRecord, ClaimStatusRecord } from '../../db/types';
import type { Localized } from '../../lib/respond';
import { L } from '../../lib/content';

/**
 * The demo customers' claims, in every state (docs/decisions/claims-screen.md): Anna (1001) has one
 * waiting for documents, one under review, one rejected and three paid over two years, two of them under the same
 * CMTPL contract; the contracts are the held contracts of domains/profile/fixtures.ts; David (1002) has one approved and one just submitted. Fixed data relative to the reference date
 * 2026-11-01, no faker: the same on every machine.
 */

type Step = [ClaimStatusRecord, string, Localized?];
const history = (steps: Step[]) =>
  steps.map(([STATUS, DATE, note]) => ({
    STATUS,
    DATE: `${DATE}T10:00:00.000Z`,
    note: note ?? null,
  }));

const claim = (
  record: Omit<ClaimRecord, 'history' | 'missing' | 'CREATED_AT'> & {
    steps: Step[];
    missing?: Localized;
  },
): ClaimRecord => {
  const { steps, missing, ...rest } = record;
  const list = history(steps);
  return {
    ...rest,
    CREATED_AT: list[0]?.DATE ?? `${rest.EVENT_DATE}T10:00:00.000Z`,
    missing: missing ?? null,
    history: list,
  };
};

export function seedClaims(): ClaimRecord[] {
  return [
    claim({
      ID: '5101',
      CLAIM_NUMBER: 'CL-2026-000412',
      customer: '1001',
      DETID: '60101',
      CONTRACT_NUMBER: 'SV-APPA-2025-004211',
      product: 'appa',
      status: 'documents',
      EVENT_DATE: '2026-10-27',
      PLATE: '35OO123',
      AMOUNT_CLAIMED: 240000,
      AMOUNT_PAID: null,
      PAID_AT: null,
      missing: L(
        'Մյուս վարորդի վարորդական վկայականի լուսանկարը՝ երկու կողմից',
        "A photo of the other driver's licence, both sides",
        'Фото водительского удостоверения второго водителя с двух сторон',
      ),
      steps: [
        ['submitted', '2026-10-28'],
        ['documents', '2026-10-30', L('Սպասում ենք փաստաթղթերի', 'Waiting for documents', 'Ожидаем документы')],
      ],
    }),
    claim({
      ID: '5102',
      CLAIM_NUMBER: 'CL-2026-000377',
      customer: '1001',
      DETID: '60102',
      CONTRACT_NUMBER: 'SV-PROPERTY-2026-000318',
      product: 'property',
      status: 'review',
      EVENT_DATE: '2026-10-12',
      PLATE: null,
      AMOUNT_CLAIMED: 310000,
      AMOUNT_PAID: null,
      PAID_AT: null,
      steps: [
        ['submitted', '2026-10-13'],
        ['review', '2026-10-16', L('Գնահատողը զննել է բնակարանը', 'The assessor has inspected the flat', 'Оценщик осмотрел квартиру')],
      ],
    }),
    claim({
      ID: '5103',
      CLAIM_NUMBER: 'CL-2026-000102',
      customer: '1001',
      DETID: '60101',
      CONTRACT_NUMBER: 'SV-APPA-2025-004211',
      product: 'appa',
      status: 'paid',
      EVENT_DATE: '2026-02-18',
      PLATE: '35OO123',
      AMOUNT_CLAIMED: 96000,
      AMOUNT_PAID: 96000,
      PAID_AT: '2026-03-05',
      steps: [
        ['submitted', '2026-02-19'],
        ['review', '2026-02-21'],
        ['approved', '2026-03-02'],
        ['paid', '2026-03-05'],
      ],
    }),
    claim({
      ID: '5104',
      CLAIM_NUMBER: 'CL-2025-000208',
      customer: '1001',
      DETID: '60105',
      CONTRACT_NUMBER: 'SV-JUSTCASCO-2024-000412',
      product: 'justCasco',
      status: 'paid',
      EVENT_DATE: '2025-03-18',
      PLATE: '35OO123',
      AMOUNT_CLAIMED: 360000,
      AMOUNT_PAID: 340000,
      PAID_AT: '2025-04-10',
      steps: [
        ['submitted', '2025-03-19'],
        ['review', '2025-03-21'],
        ['approved', '2025-04-04', L('Հատուցվում է գնահատված վնասը', 'The assessed damage is paid', 'Выплачивается оценённый ущерб')],
        ['paid', '2025-04-10'],
      ],
    }),
    claim({
      ID: '5105',
      CLAIM_NUMBER: 'CL-2026-000291',
      customer: '1001',
      DETID: '60104',
      CONTRACT_NUMBER: 'SV-TRAVEL-2026-001532',
      product: 'travel',
      status: 'rejected',
      EVENT_DATE: '2026-07-08',
      PLATE: null,
      AMOUNT_CLAIMED: 150000,
      AMOUNT_PAID: null,
      PAID_AT: null,
      steps: [
        ['submitted', '2026-07-27'],
        ['review', '2026-07-29'],
        [
          'rejected',
          '2026-08-06',
          L('Դեպքը տեղի է ունեցել ապահովագրության ժամկետից դուրս', 'The event happened outside the period of cover', 'Событие произошло вне срока страхования'),
        ],
      ],
    }),
    claim({
      ID: '5106',
      CLAIM_NUMBER: 'CL-2025-000933',
      customer: '1001',
      DETID: '60106',
      CONTRACT_NUMBER: 'SV-PETSINSURANCE-2025-000120',
      product: 'petsInsurance',
      status: 'paid',
      EVENT_DATE: '2025-09-10',
      PLATE: null,
      AMOUNT_CLAIMED: 45000,
      AMOUNT_PAID: 45000,
      PAID_AT: '2025-10-02',
      steps: [
        ['submitted', '2025-09-11'],
        ['review', '2025-09-15'],
        ['approved', '2025-09-29'],
        ['paid', '2025-10-02'],
      ],
    }),
    claim({
      ID: '5201',
      CLAIM_NUMBER: 'CL-2026-000398',
      customer: '1002',
      DETID: '60201',
      CONTRACT_NUMBER: 'SV-APKA-2026-000077',
      product: 'apka',
      status: 'approved',
      EVENT_DATE: '2026-10-05',
      PLATE: '01AB123',
      AMOUNT_CLAIMED: 130000,
      AMOUNT_PAID: null,
      PAID_AT: null,
      steps: [
        ['submitted', '2026-10-06'],
        ['review', '2026-10-09'],
        ['approved', '2026-10-24', L('Վճարումը՝ 5 աշխատանքային օրում', 'Payment within 5 working days', 'Выплата в течение 5 рабочих дней')],
      ],
    }),
    claim({
      ID: '5202',
      CLAIM_NUMBER: 'CL-2026-000421',
      customer: '1002',
      DETID: '60201',
      CONTRACT_NUMBER: 'SV-APKA-2026-000077',
      product: 'apka',
      status: 'submitted',
      EVENT_DATE: '2026-10-30',
      PLATE: '01AB123',
      AMOUNT_CLAIMED: null,
      AMOUNT_PAID: null,
      PAID_AT: null,
      steps: [['submitted', '2026-10-31']],
    }),
  ];
}
