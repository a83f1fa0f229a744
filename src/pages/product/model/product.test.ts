import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { forceEndpoint } from '@mocks/node';
import { fetchFaqByGroupFx, fetchFaqByServiceFx, fetchProductDetailsFx, notFoundReceived } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { $faq, $purchaseWays, productQuery } from './product';

describe('product page model', () => {
  it('shapes the /prod/details/ payload from the address: canonical form and home tile alias', async () => {
    const fetch = vi.fn(async () => ({}));
    const scope = fork({ handlers: [[fetchProductDetailsFx, fetch]] });
    await allSettled(productQuery.Gate.open, { scope, params: { type: 'corporate', categoryId: '20', productId: 'fleetCasco' } });
    expect(fetch).toHaveBeenLastCalledWith({ charid: 'fleetCasco', parentcharid: 'car', type: 'corporate' });
    await allSettled(productQuery.Gate.open, { scope, params: { groupCharid: 'travel', serviceCharid: 'travelBox' } });
    expect(fetch).toHaveBeenLastCalledWith({ charid: 'travelBox', parentcharid: 'travel' });
  });

  it('loads the product (through the simulator), with its ways to buy, and reloads it in a new language', async () => {
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(productQuery.Gate.open, { scope, params: { type: 'personal', categoryId: '1', productId: 'appa' } });
    expect(scope.getState(productQuery.$data)).toMatchObject({ id: '101', charid: 'appa', title: 'CMTPL', group: { id: '1' } });
    expect(scope.getState($purchaseWays)).toEqual({ wizard: '/profile/newContracts/appa/search-car', calculator: 'appa' });

    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(scope.getState(productQuery.$data)).toMatchObject({ charid: 'appa', title: 'ОСАГО' });
  });

  it('a 500 shows the error state; retry loads the product', async () => {
    // A read: the transport tries three times (shared/api/policy.ts) before the failure is the page's.
    forceEndpoint('/prod/details/', '500', 3);
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'hy' });
    await allSettled(productQuery.Gate.open, { scope, params: { groupCharid: 'property', serviceCharid: 'petsInsurance' } });
    expect(scope.getState(productQuery.$failed)).toBe(true);
    expect(scope.getState($purchaseWays)).toBeNull();

    await allSettled(productQuery.retried, { scope });
    expect(scope.getState(productQuery.$failed)).toBe(false);
    expect(scope.getState(productQuery.$data)).toMatchObject({ charid: 'petsInsurance', type: 'personal', title: 'Ընտանի կենդանիների ապահովագրություն' });
    expect(scope.getState($purchaseWays)?.wizard).toBe('/profile/pet-insurance/petsInsurance/search-person');
  });

  it('an unknown product is a 404: /notfound, not an error state', async () => {
    const notFound = vi.fn();
    const scope = fork();
    const unwatch = createWatch({ unit: notFoundReceived, scope, fn: notFound });
    await allSettled(productQuery.Gate.open, { scope, params: { type: 'personal', categoryId: '1', productId: 'noSuchProduct' } });
    expect(notFound).toHaveBeenCalledWith({ path: '/prod/details/' });
    expect(scope.getState(productQuery.$failed)).toBe(false);
    expect(scope.getState(productQuery.$data)).toBeNull();
    unwatch();
  });

  it('corporate products are not sold online', async () => {
    const scope = fork();
    await allSettled(productQuery.Gate.open, { scope, params: { type: 'corporate', categoryId: '17', productId: 'generalLiability' } });
    expect(scope.getState($purchaseWays)).toEqual({ wizard: null, calculator: null });
  });

  it('shows the product\'s own questions (/faq/byservice/ with its id), through the simulator', async () => {
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(productQuery.Gate.open, { scope, params: { type: 'personal', categoryId: '1', productId: 'appa' } });
    expect(scope.getState($faq).length).toBeGreaterThan(0);
    expect(scope.getState($faq)[0]).toMatchObject({ question: expect.any(String), answer: expect.any(String) });
  });

  it('falls back to the group\'s questions when the product has none or is unknown to the FAQ', async () => {
    const item = { id: '7', question: 'Q', answer: 'A' };
    const product = { id: '101', charid: 'appa', group: { id: '1' } };
    for (const own of [async () => ({ data: [] }), async () => Promise.reject(new Error('404'))]) {
      const byGroup = vi.fn(async () => ({ data: [item] }));
      const scope = fork({
        handlers: [
          [fetchProductDetailsFx, async () => product],
          [fetchFaqByServiceFx, own],
          [fetchFaqByGroupFx, byGroup],
        ],
      });
      await allSettled(productQuery.Gate.open, { scope, params: { type: 'personal', categoryId: '1', productId: 'appa' } });
      expect(byGroup).toHaveBeenCalledWith({ pid: '1' });
      expect(scope.getState($faq)).toEqual([item]);
    }
  });

  it('does not ask the group when the product has questions of its own', async () => {
    const byGroup = vi.fn(async () => ({ data: [] }));
    const scope = fork({
      handlers: [
        [fetchProductDetailsFx, async () => ({ id: '101', charid: 'appa', group: { id: '1' } })],
        [fetchFaqByServiceFx, async () => ({ data: [{ id: '1', question: 'Own', answer: 'A' }] })],
        [fetchFaqByGroupFx, byGroup],
      ],
    });
    await allSettled(productQuery.Gate.open, { scope, params: { type: 'personal', categoryId: '1', productId: 'appa' } });
    expect(byGroup).not.toHaveBeenCalled();
    expect(scope.getState($faq)).toEqual([{ id: '1', question: 'Own', answer: 'A' }]);
  });
});
