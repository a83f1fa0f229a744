import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, prefetchPageMessages } from './catalog';

describe('the whole catalog fetched early', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is fetched, not applied: the language route applies it (applied before the first render, it re-rendered the shell)', async () => {
    const apply = vi.spyOn(i18n, 'load');
    const activate = vi.spyOn(i18n, 'activate');
    prefetchPageMessages('ru');
    // The prefetch's own import has settled by now (the same module).
    await import('@locales/ru/messages');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(apply).not.toHaveBeenCalled();
    expect(activate).not.toHaveBeenCalled();
  });
});
