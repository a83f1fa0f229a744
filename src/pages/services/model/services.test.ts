import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { forceEndpoint } from '@mocks/node';
import { fetchServiceGroupFx, notFoundReceived } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { catalogueQuery, categoryQuery } from './services';

/** These tests go through the real content client to the simulator (mocks/domains/products). */
describe('services overview model', () => {
  it('loads the catalogue when the page opens, and again in the new language', async () => {
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(catalogueQuery.Gate.open, { scope, params: {} });
    expect(scope.getState(catalogueQuery.$data)?.personal.groups.map((group) => group.id)).toEqual(['1', '2', '3', '4', '14']);
    expect(scope.getState(catalogueQuery.$data)?.title).toBe('Insurance services');

    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(scope.getState(catalogueQuery.$data)?.title).toBe('Страховые услуги');
    expect(scope.getState(catalogueQuery.$failed)).toBe(false);
  });

  it('a failed load (500) shows the error state; retry loads it', async () => {
    // A read: the transport tries three times (shared/api/policy.ts) before the failure is the page's.
    forceEndpoint('/prod/', '500', 3);
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'hy' });
    await allSettled(catalogueQuery.Gate.open, { scope, params: {} });
    expect(scope.getState(catalogueQuery.$failed)).toBe(true);
    expect(scope.getState(catalogueQuery.$data)).toBeNull();

    await allSettled(catalogueQuery.retried, { scope });
    expect(scope.getState(catalogueQuery.$failed)).toBe(false);
    expect(scope.getState(catalogueQuery.$data)?.title).toBe('Ապահովագրական ծառայություններ');
  });
});

describe('service category model', () => {
  it('asks /prod/ for the group of the address', async () => {
    const fetchGroup = vi.fn(async () => ({ id: 3 }));
    const scope = fork({ handlers: [[fetchServiceGroupFx, fetchGroup]] });
    await allSettled(categoryQuery.Gate.open, { scope, params: { pid: 3 } });
    expect(fetchGroup).toHaveBeenCalledWith({ pid: 3 });
  });

  it('loads the group, switches language, and a group the backend does not know goes to /notfound', async () => {
    const notFound = vi.fn();
    const scope = fork();
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(categoryQuery.Gate.open, { scope, params: { pid: 15 } });
    expect(scope.getState(categoryQuery.$data)).toMatchObject({ id: '15', charid: 'cargo', type: 'corporate', title: 'Cargo insurance' });

    await allSettled(languageDetected, { scope, params: 'hy' });
    expect(scope.getState(categoryQuery.$data)?.title).toBe('Բեռների ապահովագրություն');

    const unwatch = createWatch({ unit: notFoundReceived, scope, fn: notFound });
    forceEndpoint('/prod/', '404', 1);
    await allSettled(categoryQuery.Gate.open, { scope, params: { pid: 16 } });
    expect(notFound).toHaveBeenCalledWith({ path: '/prod/' });
    // A 404 is not a retryable failure: the app shows /notfound.
    expect(scope.getState(categoryQuery.$failed)).toBe(false);
    unwatch();
  });
});
