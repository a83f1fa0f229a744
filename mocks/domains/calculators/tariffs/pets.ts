import type { Band, TariffTable } from './types';

/**
 * Pets insurance (veterinary costs) for dogs and cats aged 2 months to 8 years (public-site.md §9): the
 * yearly premium of the plan (its limit is the amount), times the kind of pet, a dog's size and the age.
 */
export const PETS_MIN_AGE_MONTHS = 2;
/** 8 full years; a pet is insured until its age in full months passes 96. */
export const PETS_MAX_AGE_MONTHS = 96;

export const DOG = '1';
export const PET_TYPE: TariffTable = [
  { key: DOG, name: { am: 'Շուն', en: 'Dog', ru: 'Собака' }, factor: 1 },
  { key: '2', name: { am: 'Կատու', en: 'Cat', ru: 'Кошка' }, factor: 0.8 },
];

/** Dogs only. */
export const DOG_SIZE: TariffTable = [
  { key: '1', name: { am: 'Փոքր (մինչև 10 կգ)', en: 'Small (up to 10 kg)', ru: 'Маленькая (до 10 кг)' }, factor: 1 },
  { key: '2', name: { am: 'Միջին (10–25 կգ)', en: 'Medium (10–25 kg)', ru: 'Средняя (10–25 кг)' }, factor: 1.15 },
  { key: '3', name: { am: 'Մեծ (25 կգ-ից ավելի)', en: 'Large (over 25 kg)', ru: 'Крупная (более 25 кг)' }, factor: 1.3 },
];

export interface PetPlan {
  limit: number;
  premium: number;
}

export const PET_PLAN: TariffTable<PetPlan> = [
  { key: '1', name: { am: 'Հիմնական՝ 300 000 ֏', en: 'Basic: 300,000 ֏', ru: 'Базовый: 300 000 ֏' }, factor: { limit: 300_000, premium: 18_000 } },
  { key: '2', name: { am: 'Օպտիմալ՝ 600 000 ֏', en: 'Optimal: 600,000 ֏', ru: 'Оптимальный: 600 000 ֏' }, factor: { limit: 600_000, premium: 30_000 } },
  { key: '3', name: { am: 'Լրիվ՝ 1 200 000 ֏', en: 'Full: 1,200,000 ֏', ru: 'Полный: 1 200 000 ֏' }, factor: { limit: 1_200_000, premium: 50_000 } },
];

/** Age in full months. */
export const PET_AGE: readonly Band[] = [
  { from: 2, to: 11, factor: 1.1 },
  { from: 12, to: 59, factor: 1 },
  { from: 60, to: 96, factor: 1.4 },
];
