import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $routerReady, codeWanted, linkFollowed, navigateFx, routerAttached, type Navigator } from './model';

function fakeNavigator() {
  return { history: { push: vi.fn(), replace: vi.fn() }, followLink: vi.fn(), preloadCode: vi.fn() } satisfies Navigator;
}

describe('navigation before and after the router has loaded', () => {
  it('a navigation asked for before the router is in waits for it, then goes once', async () => {
    const scope = fork();
    await allSettled(navigateFx, { scope, params: { href: '/en/login?redirect=%2Fen%2Fprofile', replace: true } });
    expect(scope.getState($routerReady)).toBe(false);
    const navigator = fakeNavigator();
    await allSettled(routerAttached, { scope, params: navigator });
    expect(scope.getState($routerReady)).toBe(true);
    expect(navigator.history.replace).toHaveBeenCalledExactlyOnceWith('/en/login?redirect=%2Fen%2Fprofile');
    expect(navigator.history.push).not.toHaveBeenCalled();
    // Attached again (a hot reload): nothing is replayed.
    await allSettled(routerAttached, { scope, params: navigator });
    expect(navigator.history.replace).toHaveBeenCalledTimes(1);
  });

  it('once the router is in, navigations and followed links go through it at once', async () => {
    const scope = fork();
    const navigator = fakeNavigator();
    await allSettled(routerAttached, { scope, params: navigator });
    await allSettled(navigateFx, { scope, params: { href: '/news' } });
    await allSettled(linkFollowed, { scope, params: '/ru/contacts' });
    expect(navigator.history.push).toHaveBeenCalledExactlyOnceWith('/news');
    expect(navigator.followLink).toHaveBeenCalledExactlyOnceWith('/ru/contacts');
  });

  it('the code of a likely next page is fetched through the router, without navigating; before the router is in, not at all', async () => {
    const scope = fork();
    await allSettled(codeWanted, { scope, params: '/en/profile/3152' });
    const navigator = fakeNavigator();
    await allSettled(routerAttached, { scope, params: navigator });
    expect(navigator.preloadCode).not.toHaveBeenCalled();
    await allSettled(codeWanted, { scope, params: '/en/profile/3152' });
    expect(navigator.preloadCode).toHaveBeenCalledExactlyOnceWith('/en/profile/3152');
    expect(navigator.history.push).not.toHaveBeenCalled();
    expect(navigator.followLink).not.toHaveBeenCalled();
  });
});
