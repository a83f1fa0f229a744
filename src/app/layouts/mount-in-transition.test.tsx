import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MountInTransition } from './mount-in-transition';

function showSnapshot() {
  const snapshot = document.createElement('div');
  snapshot.id = 'first-paint';
  document.body.prepend(snapshot);
}

describe('the first page below a prerendered snapshot mounts in a transition', () => {
  afterEach(() => document.getElementById('first-paint')?.remove());

  it('commits a placeholder that holds the hand-over first, then the page in a later render', async () => {
    showSnapshot();
    const host = document.createElement('div');
    document.body.append(host);
    const added: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLElement) added.push(node.hasAttribute('data-placeholder') ? 'placeholder' : node.tagName);
      }
    });
    observer.observe(host, { childList: true, subtree: true });
    render(
      <MountInTransition>
        <h1>Page</h1>
      </MountInTransition>,
      { container: host },
    );
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeDefined();
    observer.disconnect();
    expect(added).toEqual(['placeholder', 'H1']);
    expect(host.querySelector('[data-placeholder]')).toBeNull();
    host.remove();
  });

  it('renders the page at once without a snapshot (a shell, a later navigation)', () => {
    const { container } = render(
      <MountInTransition>
        <h1>Page</h1>
      </MountInTransition>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeDefined();
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });
});
