import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { languageDetected } from '@/shared/i18n';
import { $location, locationChanged } from '@/shared/routing';
import { $landingRoute, startVitalsFx, vitalsStarted } from './vitals';

const reporter = () => ({ setContext: vi.fn() });

describe('vitals model', () => {
  it('tells the reporter the landing route (first resolved, language prefix removed) and the current language', async () => {
    const started = reporter();
    const scope = fork({
      values: [[$location, { pathname: '/en/news/x', search: '', hash: '', routeId: '/{-$lang}/news/$slug' }]],
      handlers: [[startVitalsFx, () => ({ status: 'started', reporter: started })]],
    });
    await allSettled(languageDetected, { scope, params: 'en' });
    await allSettled(vitalsStarted, { scope });
    expect(started.setContext).toHaveBeenLastCalledWith({ route: '/news/$slug', lang: 'en' });

    // Later navigations inside the app keep the landing route; a language change is passed on.
    await allSettled(locationChanged, { scope, params: { pathname: '/en/contacts', search: '', hash: '', routeId: '/{-$lang}/contacts' } });
    await allSettled(languageDetected, { scope, params: 'ru' });
    expect(scope.getState($landingRoute)).toBe('/news/$slug');
    expect(started.setContext).toHaveBeenLastCalledWith({ route: '/news/$slug', lang: 'ru' });
  });

  it('waits for the router when it has not resolved the address yet', async () => {
    const started = reporter();
    const scope = fork({
      values: [[$location, { pathname: '/', search: '', hash: '' }]],
      handlers: [[startVitalsFx, () => ({ status: 'started', reporter: started })]],
    });
    await allSettled(vitalsStarted, { scope });
    expect(started.setContext).toHaveBeenLastCalledWith({ route: '', lang: 'hy' });
    await allSettled(locationChanged, { scope, params: { pathname: '/', search: '', hash: '', routeId: '/{-$lang}/' } });
    expect(started.setContext).toHaveBeenLastCalledWith({ route: '/', lang: 'hy' });
  });

  it('does nothing further for a page load that is not reported', async () => {
    const scope = fork({ handlers: [[startVitalsFx, () => ({ status: 'not-sampled', reporter: null })]] });
    await allSettled(vitalsStarted, { scope });
    await allSettled(locationChanged, { scope, params: { pathname: '/', search: '', hash: '', routeId: '/{-$lang}/' } });
    expect(scope.getState($landingRoute)).toBe('/');
  });
});
