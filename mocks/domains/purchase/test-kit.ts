import { db } from '../../db';
import type { BankOrderRecord, VehicleRecord } from '../../db/types';
import { APP_API, postApp, SIGN_IN, type Answer } from '../../test/http';
import { addDays } from '../calculators/dates';
import { updateBankOrder } from '../bank/orders';
import { dayText } from './rules';

/** Test helpers of the purchase domain: a registered car, the two demo sign-ins, a bank outcome, a GET. */

export const CAR: VehicleRecord = {
  plate: '55TT555',
  ownerDocument: 'AK0123456',
  ownerKind: 'person',
  ownerName: { am: 'Աննա Հակոբյան', en: 'Anna Hakobyan', ru: 'Анна Акопян' },
  make: 'Toyota',
  model: 'Camry',
  vin: 'JTNB11HK103456789',
  year: 2019,
  powerHp: 181,
  bmClass: 8,
  carType: '1',
  useType: '1',
  region: 'YR',
  currentContractEnd: null,
  group: 'new',
};

/** A car of the tests' own (the seeded register has the demo cars; this one's figures are the tests'). */
export function registerCar(vehicle: VehicleRecord = CAR): void {
  db.update((state) => {
    state.vehicles.push({ ...vehicle });
  });
}

export async function signIn(login: string): Promise<string> {
  const answer = await postApp(SIGN_IN, { LOGIN: login, PASSWORD: 'Sevan2026!' });
  const token = answer.headers.get('Authorization');
  if (!token) throw new Error(`sign-in of ${login} failed: ${answer.status}`);
  return token;
}

export const ANNA = '1234567890';
export const DAVID = '2345678901';

export async function getApp(path: string, token?: string, lang = 'en'): Promise<Response> {
  const headers: Record<string, string> = { Language: lang, Scope: 'web-portal' };
  if (token) headers.Authorization = token;
  return fetch(`${APP_API}${path}`, { headers });
}

/** What the bank page does with an order, without the bank page (another domain). */
export function settle(orderId: string, patch: Partial<BankOrderRecord>): void {
  updateBankOrder(orderId, { paymentId: `pay-${orderId}`, ...patch });
}

export const APPROVED_CARD: Partial<BankOrderRecord> = {
  status: 'approved',
  responseCode: '00',
  description: 'Approved',
  maskedPan: '555555******4444',
  cardType: 'mastercard',
  expiry: '09/29',
};

export const orderIdOf = (payUrl: string) => new URL(payUrl, 'http://x.invalid').searchParams.get('order') ?? '';

export const day = (offset: number) => dayText(addDays(new Date(), offset));

export const body = <T>(answer: Answer) => answer.body as T;
