import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type CustomerStoryPage } from '@/shared/api';
import { $pageAlternates, languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { customerStoryQuery, loadCustomerStoryFx } from './customer-story';

const story = (lang: string): CustomerStoryPage => ({
  meta_title: `Garni (${lang})`,
  meta_description: '',
  meta_keywords: '',
  data: {
    id: '1',
    charid_arm: 'garni-lojistiqs',
    charid_eng: 'garni-logistics',
    charid_rus: 'garni-logistiks',
    company: 'Garni Logistics',
    industry: '',
    logo: '',
    img: '',
    title: 'T',
    description: '',
    date: '',
    body: '<p>x</p>',
    services: [],
  },
});

describe('customer story page model', () => {
  it('asks /customers/details/ with the slug as cid and publishes the story address in each language', async () => {
    const load = vi.fn(async () => story('en'));
    const scope = fork({ handlers: [[loadCustomerStoryFx, load], [navigateFx, vi.fn()]] });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(customerStoryQuery.Gate.open, { scope, params: { slug: 'garni-logistics' } });
    expect(load.mock.calls.map((call) => (call as unknown[])[1])).toEqual([{ cid: 'garni-logistics' }]);
    expect(scope.getState($pageAlternates)?.ru).toBe('/customers/garni-logistiks');
  });

  it('a failure can be retried; a language switch reloads the story', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValue(story('ru'));
    const scope = fork({ handlers: [[loadCustomerStoryFx, load], [navigateFx, vi.fn()]] });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await allSettled(customerStoryQuery.Gate.open, { scope, params: { slug: 'garni-logistiks' } });
    expect(scope.getState(customerStoryQuery.$failed)).toBe(true);
    await allSettled(customerStoryQuery.retried, { scope });
    expect(scope.getState(customerStoryQuery.$data)?.meta_title).toBe('Garni (ru)');
    await allSettled(languageDetected, { scope, params: 'en' });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
