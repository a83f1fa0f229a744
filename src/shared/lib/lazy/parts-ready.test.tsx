import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePartsReady, type PartLoad } from './parts-ready';
import { lazyPart } from './retrying';

const Part = () => <p>the part</p>;

/** A part whose chunk arrives when the test says so. */
function deferredPart() {
  let arrive: () => void = () => undefined;
  const load = vi.fn(() => new Promise<{ default: typeof Part }>((resolve) => (arrive = () => resolve({ default: Part }))));
  return { part: lazyPart(load), load, arrive: () => arrive() };
}

function Screen({ parts }: { parts: readonly PartLoad[] }) {
  return <p>{usePartsReady(parts) ? 'ready' : 'placeholder'}</p>;
}

describe('usePartsReady', () => {
  it('is ready at once without parts, and asks for none', () => {
    render(<Screen parts={[]} />);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('shows the placeholder until every part is here, asking for each once, all at once', async () => {
    const first = deferredPart();
    const second = deferredPart();
    const parts = [first.part, second.part];
    const { rerender } = render(<Screen parts={parts} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).toHaveBeenCalledTimes(1);
    first.arrive();
    rerender(<Screen parts={parts} />);
    await Promise.resolve();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    second.arrive();
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).toHaveBeenCalledTimes(1);
  });

  it('is ready at once for a part already loaded', async () => {
    const { part, arrive } = deferredPart();
    const loading = part.preload();
    arrive();
    await loading;
    render(<Screen parts={[part]} />);
    expect(screen.getByText('ready')).toBeInTheDocument();
  });
});
