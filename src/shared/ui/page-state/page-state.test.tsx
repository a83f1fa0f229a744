import { Container } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/test/render';
import { LoadError } from '../load-error/load-error';
import { PageMeta } from '../page-meta/page-meta';
import { PageState, type PageStateProps } from './page-state';

const skeleton = <div data-testid="skeleton" />;
const content = (data: { title: string }) => <h1>{data.title}</h1>;
const state = (props: Partial<PageStateProps<{ title: string }>>) => (
  <PageState data={null} failed={false} onRetry={() => undefined} skeleton={skeleton} {...props}>
    {content}
  </PageState>
);
const markup = async (ui: ReactNode) => {
  const { container, unmount } = await renderWithApp(ui);
  const html = container.innerHTML;
  unmount();
  return html;
};

describe('PageState', () => {
  it('loading: the skeleton; loaded: the content', async () => {
    expect(await markup(state({}))).toContain('<div data-testid="skeleton"></div>');
    expect(await markup(state({ data: { title: 'Loaded' } }))).toMatch(/<h1>Loaded<\/h1>$/);
  });

  it('failed: the error with its retry, in the page’s own container, the same markup as written out by hand', async () => {
    const retry = vi.fn();
    const page = { title: 'News', size: 'xl', py: 'xl' } as const;
    const ours = await markup(state({ failed: true, onRetry: retry, page }));
    const byHand = await markup(
      <Container size="xl" py="xl">
        <PageMeta title="News" />
        <LoadError onRetry={retry} />
      </Container>,
    );
    expect(ours).toBe(byHand);
    expect(ours).toContain('data-testid="load-error"');
  });

  it('failed, no container: LoadError’s own page frame; no page: a block with its own heading', async () => {
    const retry = vi.fn();
    expect(await markup(state({ failed: true, onRetry: retry, page: { title: 'Contacts' } }))).toBe(await markup(<LoadError onRetry={retry} pageTitle="Contacts" />));
    expect(await markup(state({ failed: true, onRetry: retry, errorTitle: 'The search did not work' }))).toBe(
      await markup(<LoadError onRetry={retry} title="The search did not work" />),
    );
    expect(await markup(state({ failed: true, onRetry: retry, errorTitle: 'The posts could not be loaded', compact: true }))).toBe(
      await markup(<LoadError onRetry={retry} title="The posts could not be loaded" compact />),
    );
  });

  it('a failure over data on screen: the data stays, unless failureWins', async () => {
    await renderWithApp(state({ failed: true, data: { title: 'Shown' } }));
    expect(screen.getByRole('heading', { name: 'Shown' })).toBeInTheDocument();
    const { container } = await renderWithApp(state({ failed: true, data: { title: 'Replaced' }, failureWins: true }));
    expect(container.querySelector('[data-testid="load-error"]')).not.toBeNull();
    expect(container.textContent).not.toContain('Replaced');
  });
});

describe('PageState below the prerendered snapshot (a public page\'s first load)', () => {
  afterEach(() => document.getElementById('first-paint')?.remove());

  /** Renders the page, then its data arriving; says whether the skeleton was committed once more with the data in. */
  function arrive() {
    const commits: string[] = [];
    function Skeleton({ at }: { at: number }) {
      useLayoutEffect(() => void commits.push(`skeleton ${at}`));
      return <div data-testid="skeleton" />;
    }
    const page = (data: { title: string } | null, at: number) => (
      <PageState data={data} failed={false} onRetry={() => undefined} skeleton={<Skeleton at={at} />}>
        {content}
      </PageState>
    );
    const { rerender } = render(page(null, 1));
    rerender(page({ title: 'Loaded' }, 2));
    return commits;
  }

  it('renders the content in a transition after the data arrives: the skeleton first stays (it holds the hand-over)', async () => {
    const snapshot = Object.assign(document.createElement('div'), { id: 'first-paint' });
    document.body.prepend(snapshot);
    expect(arrive()).toEqual(['skeleton 1', 'skeleton 2']);
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeDefined();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('without a snapshot the content replaces the skeleton in the render that brought the data', () => {
    expect(arrive()).toEqual(['skeleton 1']);
    expect(screen.getByRole('heading', { name: 'Loaded' })).toBeDefined();
  });
});
