import { describe, expect, it } from 'vitest';
import { CALCULATOR_TABS } from '@/shared/config';
import { calculatorPath, purchaseWaysOf, withBroker } from './purchase';

describe('how a product is bought', () => {
  it.each([
    ['appa', '/profile/newContracts/appa/search-car', 'appa'],
    ['apka', '/profile/cars-insurance/apka/search-person', 'apka'],
    ['justCasco', '/profile/car-insurance/justCasco/search-person', 'justCasco'],
    ['travel', '/profile/tour-insurance/travel/search-travel-person', 'travel'],
    ['travelBox', '/profile/tour-insurance/travel/search-travel-person', 'travel'],
    ['property', '/profile/property-insurance/property/search-person', 'property'],
    ['petsInsurance', '/profile/pet-insurance/petsInsurance/search-person', 'petsInsurance'],
    ['medicalCheckUp', '/profile/health-insurance/medicalCheckUp/search-person', null],
    ['medicalCheckUpPlus', '/profile/health-insurance/medicalCheckUpPlus/search-person', 'medicalCheckUpPlus'],
    ['socialMedCheckUp', '/profile/health-insurance/socialMedCheckUp/search-person', 'socialMedCheckUp'],
  ])('%s: wizard %s, calculator %s', (charid, wizard, calculator) => {
    expect(purchaseWaysOf({ charid, type: 'personal' })).toEqual({ wizard, calculator });
  });

  it('every calculator tab of the spec is the way to price some product', () => {
    const used = new Set(
      ['appa', 'apka', 'justCasco', 'travel', 'medicalCheckUpPlus', 'socialMedCheckUp', 'property', 'petsInsurance'].map(
        (charid) => purchaseWaysOf({ charid, type: 'personal' }).calculator,
      ),
    );
    expect([...used].sort()).toEqual([...CALCULATOR_TABS].sort());
    expect(calculatorPath('justCasco')).toBe('/calculators/justCasco');
  });

  it('casco and corporate products are not sold online', () => {
    expect(purchaseWaysOf({ charid: 'casco', type: 'personal' })).toEqual({ wizard: null, calculator: null });
    expect(purchaseWaysOf({ charid: 'appa', type: 'corporate' })).toEqual({ wizard: null, calculator: null });
  });

  it('a broker of the address goes into the wizard', () => {
    expect(withBroker('/profile/newContracts/appa/search-car', 'B-17')).toBe('/profile/newContracts/appa/search-car?BROKER=B-17');
    expect(withBroker('/x?a=1', 'a b')).toBe('/x?a=1&BROKER=a%20b');
    expect(withBroker('/x', undefined)).toBe('/x');
  });
});
