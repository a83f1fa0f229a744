import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Home } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { $documentTiles, $failed, $home, $serviceGroups, $slides, $tab, CALCULATORS_TILE_URL, HomeGate, loadHomeFx, retried, scrollToSectionFx, tabChanged } from './home';

const group = (id: number, count: number) => ({
  id,
  charid: `g${id}`,
  title: `Group ${id}`,
  services: Array.from({ length: count }, (_, index) => ({ id: id * 100 + index, charid: `s${index}`, title: `S${index}`, description: '', icon: 'car' as const })),
});

const home: Home = {
  meta_title: 'Home',
  meta_description: '',
  meta_keywords: '',
  sliderData: {
    showSection: true,
    data: [18, 19, 20].map((id) => ({ id, title: `Slide ${id}`, subtitle: '', description: '', link: `/from-content/${id}`, img: '/x.svg' })),
  },
  applicationData: { showSection: false, title: 'App', description: '', appStoreUrl: '#', googlePlayUrl: '#' },
  servicesData: { showSection: true, title: '', personal: [group(1, 6)], corporate: [group(20, 2)] },
  documentsData: { showSection: true, title: '', data: [{ id: 66, label: 'Vacancies', url: '/company/about/newteam#vacancies', children: [] }] },
  clientsData: { showSection: true, title: 'Clients', description: '', data: [] },
  reinsuranceData: { showSection: true, title: 'Re', description: '', data: [] },
  inverstingsData: { showSection: true, title: 'Inv', description: '', data: [] },
  newsData: { showSection: true, title: 'News', data: [] },
  supportData: { showSection: true, title: '24/7', description: '', phone: '+374 10 500010' },
  subscribeData: { showSection: true, title: 'Subscribe', description: '' },
};

describe('home model', () => {
  it('loads when the page opens and again when the language changes', async () => {
    const load = vi.fn(async (..._args: unknown[]) => home);
    const scope = fork({ handlers: [[loadHomeFx, load]] });
    await allSettled(HomeGate.open, { scope, params: {} });
    expect(load).toHaveBeenCalledTimes(1);
    // An attached effect's mocked handler gets (source, params): the call goes out with no payload.
    expect(load.mock.calls[0]?.[1]).toBeUndefined();
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(load).toHaveBeenCalledTimes(2);
    await allSettled(HomeGate.close, { scope, params: {} });
    await allSettled(languageDetected, { scope, params: 'en' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('slides 18 and 19 link where the spec says; the others keep their link', async () => {
    const scope = fork({ values: [[$home, home]] });
    expect(scope.getState($slides).map((slide) => slide.link)).toEqual([
      '/profile/newContracts/appa/search-car',
      '/profile/property-insurance/property/search-person',
      '/from-content/20',
    ]);
  });

  it('adds the calculators tile after the server tiles', () => {
    const scope = fork({ values: [[$home, home]] });
    expect(scope.getState($documentTiles).map((tile) => tile.url)).toEqual(['/company/about/newteam#vacancies', CALCULATORS_TILE_URL]);
  });

  it('the personal / corporate switch chooses the groups and is remembered', async () => {
    const scope = fork({ values: [[$home, home]] });
    expect(scope.getState($serviceGroups).map((item) => item.id)).toEqual([1]);
    await allSettled(tabChanged, { scope, params: 'corporate' });
    expect(scope.getState($tab)).toBe('corporate');
    expect(scope.getState($serviceGroups).map((item) => item.id)).toEqual([20]);
    expect(localStorage.getItem('homeServicesTab')).toBe('"corporate"');
  });

  it('the saved choice comes back when the page opens', async () => {
    localStorage.setItem('homeServicesTab', '"corporate"');
    const scope = fork({ values: [[$home, home]], handlers: [[loadHomeFx, async () => home]] });
    await allSettled(HomeGate.open, { scope, params: {} });
    expect(scope.getState($tab)).toBe('corporate');
  });

  it('a failed load can be retried', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
      .mockResolvedValueOnce(home);
    const scope = fork({ handlers: [[loadHomeFx, load]] });
    await allSettled(HomeGate.open, { scope, params: {} });
    expect(scope.getState($failed)).toBe(true);
    await allSettled(retried, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($failed)).toBe(false);
    expect(scope.getState($home)).toEqual(home);
  });

  it('/contact scrolls to the subscription block 500 ms after the content is in', async () => {
    vi.useFakeTimers();
    const scroll = vi.fn();
    const scope = fork({ handlers: [[loadHomeFx, async () => home], [scrollToSectionFx, scroll]] });
    const opened = allSettled(HomeGate.open, { scope, params: { scrollTo: 'subscribe' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(scroll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await opened;
    expect(scroll).toHaveBeenCalledWith('subscribe');
    vi.useRealTimers();
  });
});
