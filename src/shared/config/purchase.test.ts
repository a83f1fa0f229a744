import { describe, expect, it } from 'vitest';
import { CALCULATOR_TABS } from './calculators';
import {
  PURCHASE_PRODUCTS,
  purchaseAliasAt,
  purchaseEntryOf,
  purchaseProductAt,
  purchaseProductOf,
  purchaseProductOfCalculator,
  type PurchaseProduct,
} from './purchase';

const rows: readonly PurchaseProduct[] = Object.values(PURCHASE_PRODUCTS);

describe('the product table', () => {
  it('each row is found by its key, its address and its charids', () => {
    for (const row of rows) {
      expect(purchaseProductOf(row.key)).toBe(row);
      expect(purchaseProductAt(row.family, row.category)).toBe(row);
      for (const charid of row.charids) expect(purchaseEntryOf(charid)?.path).toBe(`/profile/${row.family}/${row.category}/${row.steps[0]?.tab}`);
    }
    expect(purchaseProductOf('casco')).toBeNull();
    expect(purchaseProductOf('toString')).toBeNull();
    expect(purchaseProductOf(null)).toBeNull();
  });

  it('an alias address names its row and is where its charids link', () => {
    expect(purchaseAliasAt('travel-insurance', 'travel', 'search-person')).toBe(PURCHASE_PRODUCTS.travel);
    expect(purchaseAliasAt('tour-insurance', 'travel', 'search-travel-person')).toBeNull();
    expect(purchaseEntryOf('travelSupport')).toEqual({ path: '/profile/travel-insurance/travel/search-person', calculator: 'travel' });
    expect(purchaseEntryOf('travelBox')).toEqual({ path: '/profile/tour-insurance/travel/search-travel-person', calculator: 'travel' });
    expect(purchaseEntryOf('casco')).toBeNull();
  });

  it('every calculator tab prices exactly one row, and what it carries goes to a step with a form', () => {
    for (const tab of CALCULATOR_TABS) {
      const row = purchaseProductOfCalculator(tab);
      expect(row?.calculator?.tab).toBe(tab);
      const carry = row?.calculator?.carry;
      if (carry) expect(row.steps[carry.step]?.formId).toEqual(expect.any(Number));
    }
    expect(rows.filter((row) => row.calculator !== null)).toHaveLength(CALCULATOR_TABS.length);
    expect(PURCHASE_PRODUCTS.medicalCheckUp.calculator).toBeNull();
  });

  it('every step with a form has a name; the payment facts are per row', () => {
    for (const row of rows) for (const step of row.steps) if (step.formId !== null) expect(step.label).toBeTruthy();
    expect(rows.filter((row) => !row.pdf).map((row) => row.key)).toEqual(['appa']);
    expect(rows.filter((row) => row.afterPayment === 'final').map((row) => row.key)).toEqual(['travel']);
  });
});
