/**
 * Voluntary MTPL (APKA): a liability limit above the compulsory one, chosen by the customer from
 * 1 000 000 ֏ (public-site.md §9). The yearly premium is a rate of the limit, tiered like a tax: the
 * first 5 million at 1.2 %, the next 5 million at 0.9 %, the rest at 0.6 %; then the car type (APPA's
 * CARTYPE factors), the use and the term (the aswa dictionaries) multiply it.
 */
export const APKA_MIN_LIMIT = 1_000_000;
export const APKA_MAX_LIMIT = 50_000_000;

export interface RateTier {
  /** The part of the limit up to this amount (inclusive); Infinity for the last tier. */
  upTo: number;
  rate: number;
}

export const APKA_RATE_TIERS: readonly RateTier[] = [
  { upTo: 5_000_000, rate: 0.012 },
  { upTo: 10_000_000, rate: 0.009 },
  { upTo: Number.POSITIVE_INFINITY, rate: 0.006 },
];

/** No contract costs less. */
export const APKA_MIN_PREMIUM = 8_000;
