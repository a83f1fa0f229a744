import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $pageAlternates, languageDetected } from '@/shared/i18n';
import { ApiError } from '@/shared/api';
import { createPageQuery } from './page-query';

function setup() {
  const fetchItemFx = createEffect<{ slug: string }, { title: string }, ApiError>();
  const query = createPageQuery({ name: 'item', effect: fetchItemFx });
  return { fetchItemFx, query };
}

describe('createPageQuery', () => {
  it('loads when the page opens and again when the language changes, keeping the item meanwhile', async () => {
    const { fetchItemFx, query } = setup();
    const calls: string[] = [];
    let lang = 'hy';
    const scope = fork({
      handlers: [[fetchItemFx, async ({ slug }: { slug: string }) => (calls.push(`${slug}:${lang}`), { title: `${slug} (${lang})` })]],
    });
    await allSettled(query.Gate.open, { scope, params: { slug: 'a' } });
    expect(scope.getState(query.$data)).toEqual({ title: 'a (hy)' });
    lang = 'en';
    const switched = allSettled(languageDetected, { scope, params: 'en' });
    expect(scope.getState(query.$data)).toEqual({ title: 'a (hy)' });
    await switched;
    expect(scope.getState(query.$data)).toEqual({ title: 'a (en)' });
    expect(calls).toEqual(['a:hy', 'a:en']);
  });

  it('clears the previous item when the params change and drops a late answer for old params', async () => {
    const { fetchItemFx, query } = setup();
    const resolvers: Record<string, (value: { title: string }) => void> = {};
    const scope = fork({
      handlers: [[fetchItemFx, ({ slug }: { slug: string }) => new Promise((resolve) => (resolvers[slug] = resolve))]],
    });
    void allSettled(query.Gate.open, { scope, params: { slug: 'a' } });
    // The page's params change (useGate sets the new props; opening with them is the same update).
    void allSettled(query.Gate.open, { scope, params: { slug: 'b' } });
    expect(scope.getState(query.$data)).toBeNull();
    resolvers.b?.({ title: 'B' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    resolvers.a?.({ title: 'A' });
    await allSettled(scope);
    expect(scope.getState(query.$data)).toEqual({ title: 'B' });
  });

  it('marks a retryable failure, and retried loads again', async () => {
    const { fetchItemFx, query } = setup();
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchItemFx,
          async () => {
            if (fail) throw new ApiError({ kind: 'network' });
            return { title: 'ok' };
          },
        ],
      ],
    });
    await allSettled(query.Gate.open, { scope, params: { slug: 'a' } });
    expect(scope.getState(query.$failed)).toBe(true);
    fail = false;
    await allSettled(query.retried, { scope });
    expect(scope.getState(query.$failed)).toBe(false);
    expect(scope.getState(query.$data)).toEqual({ title: 'ok' });
  });

  it('a 404 is not a retryable failure (the app shows /notfound)', async () => {
    const { fetchItemFx, query } = setup();
    const scope = fork({
      handlers: [
        [
          fetchItemFx,
          async () => {
            throw new ApiError({ kind: 'not-found', status: 404 });
          },
        ],
      ],
    });
    await allSettled(query.Gate.open, { scope, params: { slug: 'missing' } });
    expect(scope.getState(query.$failed)).toBe(false);
  });

  it('without alternates, a page publishes none (the switcher rewrites the prefix)', async () => {
    const { fetchItemFx, query } = setup();
    const scope = fork({ handlers: [[fetchItemFx, async () => ({ title: 'x' })]] });
    await allSettled(query.Gate.open, { scope, params: { slug: 'a' } });
    expect(scope.getState($pageAlternates)).toBeNull();
  });

  it('with alternates, every answer publishes the address in each language; closing clears it', async () => {
    const fetchFx = createEffect<{ slug: string }, { slugs: [string, string, string] }, ApiError>();
    const query = createPageQuery({
      name: 'localized',
      effect: fetchFx,
      alternates: ({ slugs: [hy, en, ru] }) => ({ hy: `/x/${hy}`, en: `/x/${en}`, ru: `/x/${ru}` }),
    });
    const scope = fork({ handlers: [[fetchFx, async () => ({ slugs: ['a', 'b', 'c'] as [string, string, string] })]] });
    await allSettled(query.Gate.open, { scope, params: { slug: 'a' } });
    expect(scope.getState($pageAlternates)).toEqual({ hy: '/x/a', en: '/x/b', ru: '/x/c' });
    await allSettled(query.Gate.close, { scope, params: { slug: 'a' } });
    expect(scope.getState($pageAlternates)).toBeNull();
  });
});

describe('a warm load (started before the page mounts)', () => {
  function deferred() {
    const resolvers: Array<(value: { title: string }) => void> = [];
    const calls: string[] = [];
    const { fetchItemFx, query } = setup();
    const scope = fork({
      handlers: [[fetchItemFx, ({ slug }: { slug: string }) => (calls.push(slug), new Promise((resolve) => resolvers.push(resolve)))]],
    });
    return { query, scope, calls, resolvers };
  }

  it('is taken by the page opening on the same params: one request, its answer shown', async () => {
    const { query, scope, calls, resolvers } = deferred();
    void allSettled(query.warmed, { scope, params: { slug: 'a' } });
    expect(scope.getState(query.$pending)).toBe(true);
    // The page mounts while the warm load is on its way.
    void allSettled(query.Gate.open, { scope, params: { slug: 'a' } });
    expect(calls).toEqual(['a']);
    resolvers[0]?.({ title: 'A' });
    await allSettled(scope);
    expect(scope.getState(query.$data)).toEqual({ title: 'A' });
    expect(calls).toEqual(['a']);
  });

  it('an answer already in is shown at once when the page mounts', async () => {
    const { query, scope, calls, resolvers } = deferred();
    void allSettled(query.warmed, { scope, params: { slug: 'a' } });
    resolvers[0]?.({ title: 'A' });
    await allSettled(scope);
    await allSettled(query.Gate.open, { scope, params: { slug: 'a' } });
    expect(scope.getState(query.$data)).toEqual({ title: 'A' });
    expect(calls).toEqual(['a']);
  });

  it('the page opening on other params asks for its own; a dropped warm load is not taken later', async () => {
    const { query, scope, calls, resolvers } = deferred();
    void allSettled(query.warmed, { scope, params: { slug: 'a' } });
    void allSettled(query.Gate.open, { scope, params: { slug: 'b' } });
    expect(calls).toEqual(['a', 'b']);
    resolvers[0]?.({ title: 'A' });
    resolvers[1]?.({ title: 'B' });
    await allSettled(scope);
    expect(scope.getState(query.$data)).toEqual({ title: 'B' });
    await allSettled(query.Gate.close, { scope, params: { slug: 'b' } });

    void allSettled(query.warmed, { scope, params: { slug: 'c' } });
    resolvers[2]?.({ title: 'C (old)' });
    await allSettled(scope);
    await allSettled(query.warmDropped, { scope });
    expect(scope.getState(query.$data)).toBeNull();
    void allSettled(query.Gate.open, { scope, params: { slug: 'c' } });
    expect(calls).toEqual(['a', 'b', 'c', 'c']);
    resolvers[3]?.({ title: 'C (new)' });
    await allSettled(scope);
    expect(scope.getState(query.$data)).toEqual({ title: 'C (new)' });
  });

  it('is ignored while the page is open (its own load is the current one)', async () => {
    const { query, scope, calls, resolvers } = deferred();
    void allSettled(query.Gate.open, { scope, params: { slug: 'a' } });
    void allSettled(query.warmed, { scope, params: { slug: 'z' } });
    expect(calls).toEqual(['a']);
    resolvers[0]?.({ title: 'A' });
    await allSettled(scope);
    expect(scope.getState(query.$data)).toEqual({ title: 'A' });
  });
});
