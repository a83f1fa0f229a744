import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type FaqPage } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { NO_PROPS } from '@/shared/test/gates';
import { navigations } from '@/shared/test/navigations';
import { $activeCategory, categoryChosen, FaqPageGate, faqQuery, loadFaqFx, questionFromHash } from './faq';

const page = (lang = 'en'): FaqPage => ({
  meta_title: `FAQ (${lang})`,
  meta_description: '',
  meta_keywords: '',
  data: [
    { charid: 'car', title: 'Car', data: [{ id: '1', question: `Q1 (${lang})`, answer: '<p>A</p>' }] },
    { charid: 'travel', title: 'Travel', data: [{ id: '8', question: 'Q8', answer: '<p>B</p>' }] },
  ],
});

describe('FAQ page model', () => {
  it('loads when the page opens (the skeleton shows meanwhile), and again on a language switch', async () => {
    let resolve: (value: FaqPage) => void = () => undefined;
    const load = vi.fn(() => new Promise<FaqPage>((done) => (resolve = done)));
    const scope = fork({ handlers: [[loadFaqFx, load]] });
    const opened = allSettled(faqQuery.Gate.open, { scope, params: NO_PROPS });
    expect(scope.getState(faqQuery.$pending)).toBe(true);
    expect(scope.getState(faqQuery.$data)).toBeNull();
    resolve(page());
    await opened;
    expect(scope.getState(faqQuery.$data)?.meta_title).toBe('FAQ (en)');
    load.mockImplementation(async () => page('ru'));
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState(faqQuery.$data)?.meta_title).toBe('FAQ (ru)');
  });

  it('a failure shows the retry; retrying loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError({ kind: 'server-error', status: 500 })).mockResolvedValueOnce(page());
    const scope = fork({ handlers: [[loadFaqFx, load]] });
    await allSettled(faqQuery.Gate.open, { scope, params: NO_PROPS });
    expect(scope.getState(faqQuery.$failed)).toBe(true);
    await allSettled(faqQuery.retried, { scope });
    expect(scope.getState(faqQuery.$failed)).toBe(false);
    expect(scope.getState(faqQuery.$data)).not.toBeNull();
  });

  it('the category comes from the address; none or an unknown one shows the first', async () => {
    const scope = fork({ handlers: [[loadFaqFx, async () => page()]] });
    await allSettled(faqQuery.Gate.open, { scope, params: NO_PROPS });
    await allSettled(FaqPageGate.open, { scope, params: { category: null } });
    expect(scope.getState($activeCategory)?.charid).toBe('car');
    await allSettled(FaqPageGate.open, { scope, params: { category: 'travel' } });
    expect(scope.getState($activeCategory)?.charid).toBe('travel');
    await allSettled(FaqPageGate.open, { scope, params: { category: 'no-such' } });
    expect(scope.getState($activeCategory)?.charid).toBe('car');
  });

  it('choosing a tab replaces the address with its category, in the current language', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[loadFaqFx, async () => page()], [navigateFx, navigate]] });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await allSettled(faqQuery.Gate.open, { scope, params: NO_PROPS });
    await allSettled(FaqPageGate.open, { scope, params: { category: null } });
    await allSettled(categoryChosen, { scope, params: 'car' });
    await allSettled(categoryChosen, { scope, params: 'travel' });
    expect(navigations(navigate)).toEqual([{ href: '/ru/faq?category=travel', replace: true }]);
  });

  it.each([
    ['#faq-8', '8'],
    ['faq-12', '12'],
    ['', null],
    ['#section', null],
  ])('the address hash %s opens question %s', (hash, id) => {
    expect(questionFromHash(hash)).toBe(id);
  });
});
