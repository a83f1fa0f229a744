import type { ClaimRecord, ClaimStatusRecord } from '../../db/types';
import type { Localized } from '../../lib/respond';

/**
 * The demo customers' claims, in every state (docs/decisions.md "Claims and compensation"): Anna (1001) has one
 * waiting for documents, one under review, one rejected and three paid over three years, two of them under the same
 * CMTPL contract; David (1002) has one approved and one just submitted. Fixed data relative to the reference date
 * 2026-11-01, no faker: the same on every machine.
 */
const L = (am: string, en: string, ru: string): Localized => ({ am, en, ru });

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
      DETID: '9001',
      CONTRACT_NUMBER: 'SV-APPA-2025-000318',
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
      DETID: '9002',
      CONTRACT_NUMBER: 'SV-CASCO-2026-000045',
      product: 'justCasco',
      status: 'review',
      EVENT_DATE: '2026-10-12',
      PLATE: '35OO123',
      AMOUNT_CLAIMED: 610000,
      AMOUNT_PAID: null,
      PAID_AT: null,
      steps: [
        ['submitted', '2026-10-13'],
        ['review', '2026-10-16', L('Գնահատողը զննել է մեքենան', 'The assessor has inspected the car', 'Оценщик осмотрел автомобиль')],
      ],
    }),
    claim({
      ID: '5103',
      CLAIM_NUMBER: 'CL-2026-000102',
      customer: '1001',
      DETID: '9002',
      CONTRACT_NUMBER: 'SV-CASCO-2026-000045',
      product: 'justCasco',
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
      CLAIM_NUMBER: 'CL-2025-001208',
      customer: '1001',
      DETID: '9001',
      CONTRACT_NUMBER: 'SV-APPA-2025-000318',
      product: 'appa',
      status: 'paid',
      EVENT_DATE: '2025-11-30',
      PLATE: '35OO123',
      AMOUNT_CLAIMED: 200000,
      AMOUNT_PAID: 185000,
      PAID_AT: '2025-12-20',
      steps: [
        ['submitted', '2025-12-01'],
        ['review', '2025-12-04'],
        ['approved', '2025-12-15', L('Հատուցվում է գնահատված վնասը', 'The assessed damage is paid', 'Выплачивается оценённый ущерб')],
        ['paid', '2025-12-20'],
      ],
    }),
    claim({
      ID: '5105',
      CLAIM_NUMBER: 'CL-2025-000511',
      customer: '1001',
      DETID: '9003',
      CONTRACT_NUMBER: 'SV-TRVL-2025-001877',
      product: 'travel',
      status: 'rejected',
      EVENT_DATE: '2025-07-08',
      PLATE: null,
      AMOUNT_CLAIMED: 150000,
      AMOUNT_PAID: null,
      PAID_AT: null,
      steps: [
        ['submitted', '2025-07-12'],
        ['review', '2025-07-15'],
        [
          'rejected',
          '2025-07-29',
          L('Դեպքը տեղի է ունեցել ապահովագրության ժամկետից դուրս', 'The event happened outside the period of cover', 'Событие произошло вне срока страхования'),
        ],
      ],
    }),
    claim({
      ID: '5106',
      CLAIM_NUMBER: 'CL-2024-000933',
      customer: '1001',
      DETID: '9004',
      CONTRACT_NUMBER: 'SV-PROP-2024-000210',
      product: 'property',
      status: 'paid',
      EVENT_DATE: '2024-07-22',
      PLATE: null,
      AMOUNT_CLAIMED: 450000,
      AMOUNT_PAID: 420000,
      PAID_AT: '2024-08-14',
      steps: [
        ['submitted', '2024-07-23'],
        ['review', '2024-07-26'],
        ['approved', '2024-08-09'],
        ['paid', '2024-08-14'],
      ],
    }),
    claim({
      ID: '5201',
      CLAIM_NUMBER: 'CL-2026-000398',
      customer: '1002',
      DETID: '9101',
      CONTRACT_NUMBER: 'SV-APPA-2026-000077',
      product: 'appa',
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
      DETID: '9101',
      CONTRACT_NUMBER: 'SV-APPA-2026-000077',
      product: 'appa',
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
