import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOr, lazyPart, lazyRetrying, retrying } from './retrying';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('retrying', () => {
  it('resolves with the first load that succeeds, asking again after 1 s, 2 s, 4 s while online', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Loading chunk 1 failed.'))
      .mockRejectedValueOnce(new Error('Loading chunk 1 failed.'))
      .mockRejectedValueOnce(new Error('Loading chunk 1 failed.'))
      .mockResolvedValue('module');
    const settled = vi.fn();
    void retrying(load).then(settled, settled);

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(4);
    expect(settled).toHaveBeenCalledWith('module');
  });

  it('waits no longer than 30 s between two attempts', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('down'));
    void retrying(load);
    // 1 + 2 + 4 + 8 + 16 = 31 s for six attempts; then every 30 s.
    await vi.advanceTimersByTimeAsync(31_000);
    expect(load).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(load).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(7);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).toHaveBeenCalledTimes(8);
  });

  it('offline, asks again only when the browser is back online', async () => {
    vi.useFakeTimers();
    const online = setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const settled = vi.fn();
    void retrying(load).then(settled);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).toHaveBeenCalledWith('module');
  });
});

describe('lazyRetrying', () => {
  it('keeps the Suspense fallback while the chunk fails, then renders the component', async () => {
    setOnline(true);
    const load = vi
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new Error('Loading chunk 2 failed.'))
      .mockResolvedValue({ default: () => <p>loaded</p> });
    const Lazy = lazyRetrying(load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    // The second attempt comes 1 s after the first failed; no error reaches React meanwhile.
    expect(await screen.findByText('loaded', undefined, { timeout: 2500 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPart', () => {
  const Part = ({ name }: { name: string }) => <p>part {name}</p>;

  it('renders at once, with no fallback, when its code was preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Part }));
    const Lazy = lazyPart(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="menu" />
      </Suspense>,
    );
    // Synchronously: React's own lazy() would show the fallback first and the part only after a retry.
    expect(screen.getByText('part menu')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until its code arrives when it was not preloaded, and loads it once for every use', async () => {
    let arrive: (module: { default: typeof Part }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve)));
    const Lazy = lazyPart(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="a" />
        <Lazy name="b" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    void Lazy.preload();
    arrive({ default: Part });
    expect(await screen.findByText('part a')).toBeInTheDocument();
    expect(screen.getByText('part b')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyOr', () => {
  const Real = ({ name }: { name: string }) => <p>real {name}</p>;
  const StandIn = ({ name }: { name: string }) => <p>stand-in {name}</p>;

  it('renders the part when its chunk loads', async () => {
    const Part = lazyOr(() => Promise.resolve({ default: Real }), StandIn);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="map" />
      </Suspense>,
    );
    expect(await screen.findByText('real map')).toBeInTheDocument();
  });

  it('renders the stand-in with the same props when the chunk cannot load, asking only once', async () => {
    const load = vi.fn(() => Promise.reject<{ default: typeof Real }>(new Error('Loading chunk mapbox-map failed.')));
    const Part = lazyOr(load, StandIn);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part name="map" />
      </Suspense>,
    );
    expect(await screen.findByText('stand-in map')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
