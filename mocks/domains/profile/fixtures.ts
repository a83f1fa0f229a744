import type { ContractRecord, RaffleTicketRecord } from '../../db/types';
import { L } from '../../lib/content';
import type { Localized } from '../../lib/respond';

/**
 * The demo customers' contracts bought before the simulator's story starts (mocks/README.md "Profile"): several
 * products, in force and ended, with dates fixed around the reference date 2026-11-01 (the seed never reads the
 * clock; whether a contract is in force is decided when it is asked for). Contracts bought in the wizards join them.
 */

/** Product names of the profile (the purchase domain names appa and travel the same way). */
export const PROFILE_PRODUCT_NAMES: Record<string, Localized> = {
  appa: L('ԱՊՊԱ', 'CMTPL', 'ОСАГО'),
  apka: L('ԿԱՊՊԱ', 'Voluntary MTPL', 'ДСАГО'),
  justCasco: L('Ուղղակի ԿԱՍԿՈ', 'Just CASCO', 'Просто КАСКО'),
  travel: L('Ճանապարհորդական ապահովագրություն', 'Travel insurance', 'Страхование путешественников'),
  property: L('Գույքի ապահովագրություն', 'Property insurance', 'Страхование имущества'),
  petsInsurance: L('Ընտանի կենդանիների ապահովագրություն', 'Pet insurance', 'Страхование домашних животных'),
  medicalCheckUp: L('Բժշկական զննում', 'Medical check-up', 'Медицинский осмотр'),
  medicalCheckUpPlus: L('Բժշկական զննում պլյուս', 'Medical check-up plus', 'Медицинский осмотр плюс'),
  socialMedCheckUp: L('Սոցիալական բժշկական զննում', 'Social medical check-up', 'Социальный медосмотр'),
};

/** Products whose contract carries a health insurance card (customer-portal.md §2). */
export const HEALTH_PRODUCTS: readonly string[] = ['medicalCheckUp', 'medicalCheckUpPlus', 'socialMedCheckUp'];

type SeedContract = Pick<ContractRecord, 'ID' | 'product' | 'category' | 'customer' | 'PREMIUMSPAY' | 'CONTRACT_NUMBER' | 'startDate' | 'endDate' | 'createdAt' | 'plate'> & {
  object?: Localized;
  passport?: string;
};

const SEED_CONTRACTS: readonly SeedContract[] = [
  // Anna Hakobyan (1001): her car's CMTPL ends on 15 December (the register's 35OO123 says the same).
  { ID: '60101', customer: '1001', product: 'appa', category: 'appa', CONTRACT_NUMBER: 'SV-APPA-2025-004211', startDate: '2025-12-16', endDate: '2026-12-15', PREMIUMSPAY: 38_400, createdAt: '2025-12-10T09:12:00.000Z', plate: '35OO123', passport: 'AN1234567', object: L('Toyota Camry, 35OO123', 'Toyota Camry, 35OO123', 'Toyota Camry, 35OO123') },
  { ID: '60102', customer: '1001', product: 'property', category: 'property', CONTRACT_NUMBER: 'SV-PROPERTY-2026-000318', startDate: '2026-09-21', endDate: '2027-09-20', PREMIUMSPAY: 24_000, createdAt: '2026-09-14T11:40:00.000Z', object: L('Երևան, Աբովյան 12, բն. 5', 'Yerevan, 12 Abovyan St., apt. 5', 'Ереван, ул. Абовяна 12, кв. 5') },
  { ID: '60103', customer: '1001', product: 'medicalCheckUp', category: 'medicalCheckUp', CONTRACT_NUMBER: 'SV-MEDICALCHECKUP-2026-000907', startDate: '2026-10-01', endDate: '2027-09-30', PREMIUMSPAY: 45_000, createdAt: '2026-09-28T07:55:00.000Z' },
  { ID: '60104', customer: '1001', product: 'travel', category: 'travel', CONTRACT_NUMBER: 'SV-TRAVEL-2026-001532', startDate: '2026-07-10', endDate: '2026-07-24', PREMIUMSPAY: 6_800, createdAt: '2026-07-02T15:03:00.000Z', passport: 'AN1234567', object: L('Իտալիա, Ֆրանսիա', 'Italy, France', 'Италия, Франция') },
  { ID: '60105', customer: '1001', product: 'justCasco', category: 'justCasco', CONTRACT_NUMBER: 'SV-JUSTCASCO-2024-000412', startDate: '2024-09-01', endDate: '2025-08-31', PREMIUMSPAY: 112_000, createdAt: '2024-08-25T10:00:00.000Z', plate: '35OO123', object: L('Toyota Camry, 35OO123', 'Toyota Camry, 35OO123', 'Toyota Camry, 35OO123') },
  { ID: '60106', customer: '1001', product: 'petsInsurance', category: 'petsInsurance', CONTRACT_NUMBER: 'SV-PETSINSURANCE-2025-000120', startDate: '2025-05-01', endDate: '2026-04-30', PREMIUMSPAY: 18_000, createdAt: '2025-04-27T18:21:00.000Z', object: L('Կատու Միլա', 'Mila the cat', 'Кошка Мила') },
  // David Petrosyan (1002).
  { ID: '60201', customer: '1002', product: 'apka', category: 'apka', CONTRACT_NUMBER: 'SV-APKA-2026-000077', startDate: '2026-06-01', endDate: '2027-05-31', PREMIUMSPAY: 52_000, createdAt: '2026-05-28T08:30:00.000Z', plate: '01AB123', object: L('Toyota RAV4, 01AB123', 'Toyota RAV4, 01AB123', 'Toyota RAV4, 01AB123') },
  { ID: '60202', customer: '1002', product: 'socialMedCheckUp', category: 'socialMedCheckUp', CONTRACT_NUMBER: 'SV-SOCIALMEDCHECKUP-2026-000451', startDate: '2026-01-15', endDate: '2027-01-14', PREMIUMSPAY: 15_000, createdAt: '2026-01-12T12:00:00.000Z' },
  { ID: '60203', customer: '1002', product: 'travel', category: 'travelDaily', CONTRACT_NUMBER: 'SV-TRAVEL-2026-002210', startDate: '2026-10-20', endDate: '2026-11-03', PREMIUMSPAY: 9_450, createdAt: '2026-10-18T09:45:00.000Z', passport: 'AP7654321', object: L('Վրաստան', 'Georgia', 'Грузия') },
];

/** The seeded contracts as the db keeps them (issued: status paid). */
export function seedContracts(): ContractRecord[] {
  return SEED_CONTRACTS.map((seed, index) => ({
    ID: seed.ID,
    SGUID: `5e7ed000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    ORDER_ID: `${seed.ID}SD`,
    product: seed.product,
    category: seed.category,
    customer: seed.customer,
    status: 'paid',
    IS_FREE: 0,
    BROKER: null,
    values: { ...(seed.passport && { PASSPORT: seed.passport }), ...(seed.object && { OBJECT: seed.object }) },
    PREMIUMSPAY: seed.PREMIUMSPAY,
    PREMIUMSPAY_DISCOUNT: null,
    PROMO_CODE: null,
    CONTRACT_NUMBER: seed.CONTRACT_NUMBER,
    startDate: seed.startDate,
    endDate: seed.endDate,
    createdAt: seed.createdAt,
    ...(seed.plate && { plate: seed.plate }),
  }));
}

/** /mobile/get-dept/: unpaid instalments (read-only in the simulator). Anna pays her property contract in two. */
export const DEBTS: readonly { customer: string; contractId: string; amount: number; dueDate: string }[] = [
  { customer: '1001', contractId: '60102', amount: 12_000, dueDate: '2026-12-01' },
];

/** The raffle (customer-portal.md §7 "Raffle"): one ticket for each contract bought in its period. */
export const RAFFLE = {
  title: L('Շահիր Audi e-tron Q', 'Win an Audi e-tron Q', 'Выиграйте Audi e-tron Q'),
  prize: L('Audi Q4 e-tron էլեկտրամոբիլ', 'An Audi Q4 e-tron electric car', 'Электромобиль Audi Q4 e-tron'),
  description: L(
    'Գնեք ցանկացած պայմանագիր առցանց խաղարկության ընթացքում և ստացեք վիճակախաղի տոմս յուրաքանչյուրի համար։ Խաղարկությունն անցկացվում է ուղիղ եթերում։',
    'Buy any contract online while the raffle runs and get a ticket for each one. The draw is broadcast live.',
    'Покупайте любой договор онлайн во время розыгрыша и получайте билет за каждый. Розыгрыш транслируется в прямом эфире.',
  ),
  rules: [
    L('Մեկ տոմս յուրաքանչյուր առցանց գնված պայմանագրի համար', 'One ticket for each contract bought online', 'Один билет за каждый договор, купленный онлайн'),
    L('Տոմսերի քանակը սահմանափակված չէ', 'There is no limit on the number of tickets', 'Количество билетов не ограничено'),
    L('Հաղթողին կզանգահարենք խաղարկության օրը', 'We call the winner on the day of the draw', 'Мы позвоним победителю в день розыгрыша'),
  ],
  startDate: '2026-09-01',
  endDate: '2027-02-28',
  drawDate: '2027-03-15',
  image: '/sim-assets/raffle-car.svg',
} as const;

/** Tickets of the seed: Anna's two contracts bought in the raffle's period. */
export const SEED_TICKETS: readonly RaffleTicketRecord[] = [
  { number: 'AETQ-100118', customer: '1001', contractId: '60102', createdAt: '2026-09-14' },
  { number: 'AETQ-100342', customer: '1001', contractId: '60103', createdAt: '2026-09-28' },
];

/** The subrogation grid (get-grid-list PARENTID 3158): the insurer recovering what it paid from the party at fault. */
export const SUBROGATIONS: readonly { customer: string; row: Record<string, string | number> }[] = [
  { customer: '1001', row: { CASE: 'SUB-2026-0042', CONTRACT_NUMBER: 'SV-JUSTCASCO-2024-000412', ACCIDENT_DATE: '2025-03-18', DEBTOR: 'Ingo Armenia', CLAIMED: 340_000, RECOVERED: 340_000, STATUS: 'closed' } },
  { customer: '1001', row: { CASE: 'SUB-2026-0107', CONTRACT_NUMBER: 'SV-APPA-2025-004211', ACCIDENT_DATE: '2026-08-02', DEBTOR: 'Rosgosstrakh Armenia', CLAIMED: 185_000, RECOVERED: 60_000, STATUS: 'open' } },
];
