import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { registrationLeft } from '@/features/register';
import { locationChanged, navigateFx } from '@/shared/routing';
import { isRegistrationAddress, RegisterPageGate } from './register-page';

const at = (pathname: string) => ({ pathname, search: '', hash: '' });

describe('the registration page: the flow ends when its addresses are left, not when its page unmounts', () => {
  it('knows the registration\'s addresses in every language', () => {
    expect(['/register', '/en/register', '/ru/register/code', '/register/personalData/passport'].every(isRegistrationAddress)).toBe(true);
    expect(['/', '/en/login', '/registered', '/en/profile/register'].some(isRegistrationAddress)).toBe(false);
  });

  it('a remount between two screens does not end the flow (nothing typed is forgotten); another page does, once', async () => {
    const scope = fork({ handlers: [[navigateFx, vi.fn()]] });
    const left = vi.fn();
    const unwatch = createWatch({ unit: registrationLeft, fn: left, scope });
    await allSettled(locationChanged, { scope, params: at('/en/register') });
    await allSettled(RegisterPageGate.open, { scope, params: { step: { name: 'email' } } });
    await allSettled(locationChanged, { scope, params: at('/en/register/code') });
    // The route's skeleton took the page's place for a moment (a slow phone), then the code screen came back.
    await allSettled(RegisterPageGate.close, { scope, params: { step: { name: 'email' } } });
    await allSettled(RegisterPageGate.open, { scope, params: { step: { name: 'code' } } });
    expect(left).not.toHaveBeenCalled();

    await allSettled(RegisterPageGate.close, { scope, params: { step: { name: 'code' } } });
    await allSettled(locationChanged, { scope, params: at('/en/login') });
    await allSettled(locationChanged, { scope, params: at('/en/contacts') });
    expect(left).toHaveBeenCalledTimes(1);
    unwatch();
  });
});
