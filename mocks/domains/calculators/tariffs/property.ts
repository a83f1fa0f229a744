import type { TariffTable } from './types';

/**
 * Property: a yearly rate of the sum insured by the kind of property, times the cover (basic or all
 * risks) and the term (aswa period: 6 months or 1 year; in force from the 7th day).
 */
export const PROPERTY_MIN_SUM = 1_000_000;
export const PROPERTY_MAX_SUM = 500_000_000;
export const PROPERTY_MIN_PREMIUM = 5_000;

/** Yearly rate of the sum insured. */
export const PROPERTY_TYPE: TariffTable = [
  { key: '1', name: { am: 'Բնակարան', en: 'Apartment', ru: 'Квартира' }, factor: 0.001 },
  { key: '2', name: { am: 'Առանձնատուն', en: 'House', ru: 'Частный дом' }, factor: 0.0015 },
  { key: '3', name: { am: 'Ամառանոց', en: 'Country house', ru: 'Дача' }, factor: 0.0022 },
];

export const PROPERTY_COVER: TariffTable = [
  {
    key: '1',
    name: { am: 'Հրդեհ և բնական աղետներ', en: 'Fire and natural disasters', ru: 'Пожар и стихийные бедствия' },
    factor: 1,
  },
  {
    key: '2',
    name: {
      am: 'Բոլոր ռիսկերը (նաև ջրով վնասում, գողություն)',
      en: 'All risks (also water damage and theft)',
      ru: 'Все риски (также залив и кража)',
    },
    factor: 1.6,
  },
];
