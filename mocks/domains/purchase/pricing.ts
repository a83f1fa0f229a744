import { db } from '../../db';
import type { PromoCodeRecord, VehicleRecord } from '../../db/types';
import { drams } from '../calculators/quotes/calculator';
import { appaPremium } from '../calculators/quotes/appa';
import { travelPremium } from '../calculators/quotes/travel';
import {
  APPA_BM,
  APPA_CARPOWER,
  APPA_CARTYPE,
  APPA_CARUSETYPE,
  APPA_DEFAULTS,
  APPA_INSTYPE,
  APPA_PERIOD,
  APPA_PERSONTYPE,
  APPA_REGION,
  PASSENGER_CAR,
} from '../calculators/tariffs/appa';
import { TRAVEL_BOX, TRAVEL_COVER, TRAVEL_ZONE } from '../calculators/tariffs/travel';
import { rowOf, type TariffRow, type TariffTable } from '../calculators/tariffs/types';
import { COUNTRIES } from '../dictionaries/fixtures/countries';

/**
 * Premiums of the purchase wizards, with the calculators' tariffs and price functions (not a copy of them):
 * the price a customer sees in the wizard is the price of the public calculator for the same inputs.
 */

/** A row of a table, or the calculator's default row when the register holds a code the table lacks. */
function row(table: TariffTable, key: string, fallback: string): TariffRow {
  const found = rowOf(table, key) ?? rowOf(table, fallback);
  if (!found) throw new Error(`tariff row ${key} / ${fallback} is missing`);
  return found;
}

/** The power band (CARPOWER_M) of an engine: the bands of the calculator are 100, 150, 200 and 250 hp wide. */
function powerBand(hp: number): string {
  const limits = [100, 150, 200, 250];
  const index = limits.findIndex((limit) => hp <= limit);
  return String(index === -1 ? limits.length + 1 : index + 1);
}

/**
 * CMTPL for 12 months of a registered car: its type, power, use, region and B/M class, the owner's kind and the
 * §9 group. The register has no seat counts, so a bus is priced in the smallest seat band (factor 1).
 */
export function appaPrice(vehicle: VehicleRecord): number {
  const cartype = row(APPA_CARTYPE, vehicle.carType, APPA_DEFAULTS.CARTYPE);
  const period = APPA_PERIOD[0];
  if (!period) throw new Error('the CMTPL period table is empty');
  return appaPremium({
    persontype: row(APPA_PERSONTYPE, vehicle.ownerKind === 'company' ? '2' : '1', APPA_DEFAULTS.PERSONTYPE),
    instype: row(APPA_INSTYPE, vehicle.group === 'old' ? '2' : '1', APPA_DEFAULTS.INSTYPE),
    cartype,
    power: cartype.key === PASSENGER_CAR ? row(APPA_CARPOWER, powerBand(vehicle.powerHp), APPA_DEFAULTS.CARPOWER_M) : undefined,
    use: row(APPA_CARUSETYPE, vehicle.useType, APPA_DEFAULTS.CARUSETYPE),
    region: row(APPA_REGION, vehicle.region, APPA_DEFAULTS.REGION),
    bm: row(APPA_BM, String(vehicle.bmClass), APPA_DEFAULTS.BM),
    period,
  });
}

/**
 * The tariff zone of a trip: the widest zone of its countries. The dictionary's zones map onto the tariff's:
 * CIS and Georgia → 1, Europe → 2, the rest of the world → 3, the USA and Canada → 4.
 */
export function tripZone(codes: readonly string[]): TariffRow {
  const zoneOf = (code: string): string => {
    const country = COUNTRIES.find((candidate) => candidate.code === code);
    if (code === 'GE' || country?.zone === 'cis') return '1';
    if (code === 'US' || code === 'CA') return '4';
    if (country?.zone === 'schengen' || country?.zone === 'europe') return '2';
    return '3';
  };
  const widest = codes.map(zoneOf).reduce((a, b) => (b > a ? b : a), '1');
  return row(TRAVEL_ZONE, widest, '1');
}

export type TravelCategory = 'travel' | 'travelDaily' | 'travelBox';

export interface TripInput {
  countries: readonly string[];
  start: Date;
  days: number;
  age: number;
  covid: boolean;
  /** Days of the box package (a key of TRAVEL_BOX), when one was chosen. */
  box: string | null;
}

/**
 * The travel premium: a box package is priced as the calculator's box; a trip by its days. COVID-19 cover is the
 * calculator's Standard medical cover, the trip without it the Economy cover.
 */
export function travelPrice(input: TripInput): number {
  const zone = tripZone(input.countries);
  const cover = row(TRAVEL_COVER, input.covid ? '2' : '1', '1');
  const common = { zone, cover, age: input.age, start: input.start };
  const box = input.box === null ? undefined : rowOf(TRAVEL_BOX, input.box);
  return box ? travelPremium({ ...common, variant: 'box', box }) : travelPremium({ ...common, variant: 'daily', days: input.days });
}

export type PromoLookup = { ok: true; code: PromoCodeRecord } | { ok: false; reason: 'promoUnknown' | 'promoExpired' | 'promoOtherProduct' };

/**
 * A promo code of a product (REFERRAL = the product key): the one lookup of /promo-code/checker and of every call
 * that applies a code. Refused: unknown, expired, or a code of another product.
 */
export function findPromo(product: string, code: string): PromoLookup {
  const wanted = code.trim().toUpperCase();
  const codes = db.read().promoCodes.filter((candidate) => candidate.code === wanted);
  const record = codes.find((candidate) => candidate.referral === product);
  if (!record) return { ok: false, reason: codes.length > 0 ? 'promoOtherProduct' : 'promoUnknown' };
  if (!record.active) return { ok: false, reason: 'promoExpired' };
  return { ok: true, code: record };
}

export const discounted = (premium: number, percent: number) => drams((premium * (100 - percent)) / 100);
