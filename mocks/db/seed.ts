import { base, Faker } from '@faker-js/faker';
import type { ServerLang } from '../lib/respond';
import { PROMO_CODES } from '../domains/promo/codes';
import { seedVehicles } from '../domains/purchase/vehicles';
import { DEMO_CARDS } from '../domains/purchase/cards';
import { REGISTRY } from '../domains/accounts/registry';
import { seedChat } from '../domains/chat/seed';
import { seedClaims } from '../domains/claims/seed';
import { SEED_TICKETS, seedContracts } from '../domains/profile/fixtures';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES, type TriName } from './names';
import { DB_VERSION, type CustomerRecord, type DbState } from './types';
import { REFERENCE_DATE, SEED } from './clock';

/**
 * The seed: two demo customers with fixed credentials (mocks/README.md) and generated customers.
 * A private Faker instance with a fixed seed and a fixed reference date gives the same data on every
 * machine and on every reset; nothing here may read the clock or Math.random.
 * Only faker's `base` locale: the seed uses helpers, numbers, strings and dates, none of which read locale data,
 * and leaving out `en` (its names, addresses, words) takes ~0.4 s of evaluation off every page load of the demo
 * build (the data is byte-for-byte the same: checked by hashing seedDb, seedVehicles and the chat seed).
 */
export { REFERENCE_DATE, SEED } from './clock';
export const GENERATED_CUSTOMERS = 20;

export const DEMO_PASSWORD = 'Sevan2026!';

/** The demo customers, as documented in mocks/README.md and used by the e2e tests. */
export const DEMO_CUSTOMERS: readonly CustomerRecord[] = [
  {
    profile: {
      CUSTOMER: '1001',
      user_id: '501',
      EMAIL: 'anna.hakobyan@example.am',
      PHONE: '+37491234567',
      lang: 'am',
      fullname_hy: 'Աննա Հակոբյան',
      fullname_en: 'Anna Hakobyan',
      fullname_ru: 'Анна Акопян',
      UID: '1234567890',
      avatar: '/sim-assets/avatar-anna.svg',
      ADDRESS: { CITY: 'Երևան', STREET: 'Տիգրան Մեծի պողոտա', HOUSE: '12', APARTMENT: '34' },
    },
    password: DEMO_PASSWORD,
    gender: 'female',
    birthDate: '1990-04-12',
    registeredAt: '2021-03-15T10:20:00.000Z',
  },
  {
    profile: {
      CUSTOMER: '1002',
      user_id: '502',
      EMAIL: 'david.petrosyan@example.am',
      PHONE: '+37499876543',
      lang: 'en',
      fullname_hy: 'Դավիթ Պետրոսյան',
      fullname_en: 'David Petrosyan',
      fullname_ru: 'Давид Петросян',
      UID: '2345678901',
      avatar: '/sim-assets/avatar-david.svg',
    },
    password: DEMO_PASSWORD,
    gender: 'male',
    birthDate: '1986-09-03',
    registeredAt: '2022-07-01T08:05:00.000Z',
  },
];

/** Mobile operator codes in Armenia (Team, Viva, Ucom). */
const MOBILE_CODES = ['41', '43', '44', '55', '77', '91', '93', '94', '95', '96', '98', '99'] as const;
/** Reserved example domains: no mail can reach a real person. */
const MAIL_DOMAINS = ['example.am', 'example.com', 'example.net'] as const;

function generateCustomer(faker: Faker, index: number, taken: { uids: Set<string>; emails: Set<string> }): CustomerRecord {
  const gender = faker.helpers.arrayElement(['female', 'male'] as const);
  const first: TriName = faker.helpers.arrayElement(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const last: TriName = faker.helpers.arrayElement(SURNAMES);

  let uid: string;
  do uid = faker.string.numeric({ length: 10, allowLeadingZeros: false });
  while (taken.uids.has(uid));
  taken.uids.add(uid);

  const local = `${first.en}.${last.en}`.toLowerCase();
  const domain = faker.helpers.arrayElement(MAIL_DOMAINS);
  let email = `${local}@${domain}`;
  while (taken.emails.has(email)) email = `${local}${faker.number.int({ min: 2, max: 99 })}@${domain}`;
  taken.emails.add(email);

  const lang = faker.helpers.weightedArrayElement<ServerLang>([
    { weight: 7, value: 'am' },
    { weight: 2, value: 'ru' },
    { weight: 1, value: 'en' },
  ]);

  return {
    profile: {
      CUSTOMER: String(1003 + index),
      user_id: String(503 + index),
      EMAIL: email,
      PHONE: `+374${faker.helpers.arrayElement(MOBILE_CODES)}${faker.string.numeric({ length: 6, allowLeadingZeros: true })}`,
      lang,
      fullname_hy: `${first.hy} ${last.hy}`,
      fullname_en: `${first.en} ${last.en}`,
      fullname_ru: `${first.ru} ${last.ru}`,
      UID: uid,
      avatar: null,
    },
    // Readable on purpose: a developer can sign in as anyone after looking at localStorage `sim:db`.
    password: `${first.en}${faker.number.int({ min: 1000, max: 9999 })}!`,
    gender,
    birthDate: faker.date.birthdate({ mode: 'age', min: 18, max: 75 }).toISOString().slice(0, 10),
    registeredAt: faker.date.past({ years: 6 }).toISOString(),
  };
}

/** A fresh database. Deterministic: two calls give deeply equal results. */
export function seedDb(): DbState {
  const faker = new Faker({ locale: [base] });
  faker.seed(SEED);
  faker.setDefaultRefDate(REFERENCE_DATE);

  const taken = {
    uids: new Set(DEMO_CUSTOMERS.map((customer) => customer.profile.UID)),
    emails: new Set(DEMO_CUSTOMERS.map((customer) => customer.profile.EMAIL)),
  };
  const generated = Array.from({ length: GENERATED_CUSTOMERS }, (_, index) => generateCustomer(faker, index, taken));

  return {
    version: DB_VERSION,
    // Copies: the demo constants must never be mutated through the db.
    customers: [...DEMO_CUSTOMERS.map((customer) => structuredClone(customer)), ...generated],
    sessions: [],
    failedLogins: {},
    captchas: [],
    outbox: [],
    subscriptions: [],
    jobApplications: [],
    uploads: [],
    promoCodes: PROMO_CODES.map((code) => ({ ...code })),
    interfaceForms: {},
    // Its own faker instance: the customers above stay as they were.
    vehicles: seedVehicles(),
    contracts: [],
    bankOrders: [],
    cards: DEMO_CARDS.map((card) => ({ ...card })),
    registry: REGISTRY.map((person) => ({ ...person })),
    verifications: [],
    registrations: [],
    passwordResets: [],
    claims: seedClaims(),
    compensationRequests: [],
    heldContracts: seedContracts(),
    raffleTickets: SEED_TICKETS.map((ticket) => ({ ...ticket })),
    chat: seedChat(),
    customerRequests: [],
  };
}
