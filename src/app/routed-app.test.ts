import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPageMessages, shellMessagesLoaded } from '@/shared/i18n';
import { warmFirstPage } from './routed-app';
import { createAppRouter } from './router';

vi.mock('@/shared/i18n', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/shared/i18n')>()), prefetchPageMessages: vi.fn(), shellMessagesLoaded: vi.fn(() => Promise.resolve()) }));

describe('the first page is warmed as soon as the route tree is here', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  it("waits for the shell's messages: the first paint needs them, and the page's code must not compete with them", async () => {
    window.history.replaceState(null, '', '/ru/news');
    let shellLoaded = () => undefined as void;
    vi.mocked(shellMessagesLoaded).mockImplementationOnce(() => new Promise<void>((resolve) => (shellLoaded = resolve)));
    const router = createAppRouter();
    const chunks = vi.spyOn(router, 'loadRouteChunk').mockImplementation(() => undefined);
    const warmed = warmFirstPage(router);
    await Promise.resolve();
    expect(chunks).not.toHaveBeenCalled();
    expect(prefetchPageMessages).not.toHaveBeenCalled();
    shellLoaded();
    await warmed;
    expect(chunks).toHaveBeenCalled();
    expect(prefetchPageMessages).toHaveBeenCalledWith('ru', 'site');
  });

  it("asks for the code of every route the address matches, and the language's signed-in part of the catalog, without loading the page", async () => {
    window.history.replaceState(null, '', '/en/profile/newContracts/appa/search-car?BROKER=1');
    const router = createAppRouter();
    const chunks = vi.spyOn(router, 'loadRouteChunk').mockImplementation(() => undefined);
    const load = vi.spyOn(router, 'load');
    await warmFirstPage(router);
    expect(shellMessagesLoaded).toHaveBeenCalledWith('en');
    expect(chunks.mock.calls.map(([route]) => route.id)).toEqual(['__root__', '/{-$lang}', '/{-$lang}/profile/$family/$category/$tab']);
    expect(prefetchPageMessages).toHaveBeenCalledWith('en', 'portal');
    // No guard, loader or call: the router loads the page itself once it renders.
    expect(load).not.toHaveBeenCalled();
    expect(router.state.matches).toEqual([]);
  });

  it('warms Armenian, the language without a prefix, and a public page', async () => {
    window.history.replaceState(null, '', '/contacts');
    const router = createAppRouter();
    const chunks = vi.spyOn(router, 'loadRouteChunk').mockImplementation(() => undefined);
    await warmFirstPage(router);
    expect(chunks.mock.calls.map(([route]) => route.id)).toEqual(['__root__', '/{-$lang}', '/{-$lang}/contacts']);
    expect(prefetchPageMessages).toHaveBeenCalledWith('hy', 'site');
  });
});
