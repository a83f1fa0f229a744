import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ThirdPartyConfig } from '@/shared/lib';
import { $bannerOpen, $consent, consentGiven, consentRefused, consentSettingsClosed, loadThirdPartyFx, readThirdPartyFx, reloadPageFx } from './consent';
import { NO_PROPS } from '@/shared/test/gates';
import { $consentReady, ConsentGate, consentSettingsOpened, consentStarted, SIM_THIRD_PARTY_KEY, startConsentFx } from './start';

/** Consent before the chat widget and the push service (issue 22 item 3). */
const CHAT: ThirdPartyConfig = { chatWidgetKey: 'chat-key', chatWidgetUrl: 'https://chat.example/widget/{key}', pushKey: '', pushUrl: 'https://push.example/{key}/client.js' };
const BOTH: ThirdPartyConfig = { ...CHAT, pushKey: 'push-key' };

/** A page load: the configuration the build (or the simulator) gives, the scripts' loader recorded. */
async function pageLoad(thirdParty: ThirdPartyConfig = CHAT) {
  const load = vi.fn();
  const reload = vi.fn();
  const scope = fork({ handlers: [[readThirdPartyFx, () => thirdParty], [loadThirdPartyFx, load], [reloadPageFx, reload]] });
  await allSettled(consentStarted, { scope });
  return { scope, load, reload };
}

describe('third-party consent', () => {
  it('nothing configured: nothing of the consent loads, nothing is asked', async () => {
    const scope = fork();
    await allSettled(startConsentFx, { scope });
    expect(scope.getState($consentReady)).toBe(false);
  });

  it('configured (here through the simulator’s run-time setting): the model loads and the banner asks', async () => {
    localStorage.setItem(SIM_THIRD_PARTY_KEY, JSON.stringify({ chatWidgetKey: 'k' }));
    const scope = fork({ handlers: [[loadThirdPartyFx, vi.fn()]] });
    await allSettled(startConsentFx, { scope });
    expect(scope.getState($consentReady)).toBe(true);
    expect(scope.getState($bannerOpen)).toBe(true);
  });

  it('starts when the banner’s place opens in the page (ConsentGate, once the router has shown it), not before', async () => {
    localStorage.setItem(SIM_THIRD_PARTY_KEY, JSON.stringify({ chatWidgetKey: 'k' }));
    const scope = fork({ handlers: [[loadThirdPartyFx, vi.fn()]] });
    await allSettled(scope);
    expect(scope.getState($consentReady)).toBe(false);
    await allSettled(ConsentGate.open, { scope, params: NO_PROPS });
    expect(scope.getState($consentReady)).toBe(true);
    expect(scope.getState($bannerOpen)).toBe(true);
  });

  it('"No": the scripts are never requested, now or on the next visits, and the banner stays closed', async () => {
    const first = await pageLoad();
    expect(first.scope.getState($bannerOpen)).toBe(true);
    expect(first.load).not.toHaveBeenCalled();
    await allSettled(consentRefused, { scope: first.scope });
    expect(first.scope.getState($bannerOpen)).toBe(false);
    expect(first.load).not.toHaveBeenCalled();
    expect(first.reload).not.toHaveBeenCalled();

    const next = await pageLoad();
    expect(next.scope.getState($consent)).toBe('no');
    expect(next.scope.getState($bannerOpen)).toBe(false);
    expect(next.load).not.toHaveBeenCalled();
  });

  it('"Allow": the configured scripts load now and on the next visits without asking', async () => {
    const first = await pageLoad();
    await allSettled(consentGiven, { scope: first.scope });
    expect(first.load).toHaveBeenCalledWith(CHAT);
    const next = await pageLoad();
    expect(next.scope.getState($bannerOpen)).toBe(false);
    expect(next.load).toHaveBeenCalledTimes(1);
  });

  it('a service added to the configuration asks again, and loads nothing until answered', async () => {
    await allSettled(consentGiven, { scope: (await pageLoad(CHAT)).scope });
    const next = await pageLoad(BOTH);
    expect(next.scope.getState($consent)).toBeNull();
    expect(next.scope.getState($bannerOpen)).toBe(true);
    expect(next.load).not.toHaveBeenCalled();
  });

  it('changed from the footer: Escape keeps the choice; "No" after "Allow" reloads the page without the scripts', async () => {
    const { scope, reload } = await pageLoad();
    await allSettled(consentGiven, { scope });
    await allSettled(consentSettingsOpened, { scope });
    expect(scope.getState($bannerOpen)).toBe(true);
    await allSettled(consentSettingsClosed, { scope });
    expect(scope.getState($bannerOpen)).toBe(false);
    expect(scope.getState($consent)).toBe('yes');

    await allSettled(consentSettingsOpened, { scope });
    await allSettled(consentRefused, { scope });
    expect(scope.getState($consent)).toBe('no');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a choice made in another tab counts here too', async () => {
    const { scope, load } = await pageLoad();
    localStorage.setItem('thirdPartyConsent', JSON.stringify({ choice: 'yes', asked: 'chat' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'thirdPartyConsent' }));
    await vi.waitFor(() => expect(scope.getState($consent)).toBe('yes'));
    await allSettled(scope);
    expect(scope.getState($bannerOpen)).toBe(false);
    expect(load).toHaveBeenCalledWith(CHAT);
  });
});
