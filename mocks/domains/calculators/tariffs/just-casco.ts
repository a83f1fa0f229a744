import type { TariffTable } from './types';

/**
 * Just casco: damage-only cover of costly cars. The owner bears repair costs up to 1 800 000 ֏, the
 * company pays what is above, up to the car's value (public-site.md §9: "protects costly cars from
 * expenses above 1.8 million drams"), so only cars worth more than that can be insured. The yearly
 * premium is a rate of the car's value by its age; the term (aswa period) multiplies it.
 */
export const JUST_CASCO_THRESHOLD = 1_800_000;
export const JUST_CASCO_MAX_COST = 150_000_000;

export const JUST_CASCO_CAR_AGE: TariffTable = [
  { key: '1', name: { am: 'Մինչև 3 տարի', en: 'Up to 3 years', ru: 'До 3 лет' }, factor: 0.006 },
  { key: '2', name: { am: '4–7 տարի', en: '4–7 years', ru: '4–7 лет' }, factor: 0.008 },
  { key: '3', name: { am: '8–12 տարի', en: '8–12 years', ru: '8–12 лет' }, factor: 0.011 },
  { key: '4', name: { am: '13–20 տարի', en: '13–20 years', ru: '13–20 лет' }, factor: 0.015 },
];

export const JUST_CASCO_MIN_PREMIUM = 15_000;
