import { Transition } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MantineRoot from './mantine-root';

/** Mantine's transitions (drawer, modal, collapse, menu) follow the device's reduced-motion setting (reduced-motion.md). */
function Panel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Transition mounted={open} transition="slide-right" duration={250}>
        {(styles) => <div data-testid="panel" style={styles} />}
      </Transition>
    </>
  );
}

const media = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );

describe('reduced motion', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    [true, 'at once'],
    [false, 'over 250 ms'],
  ])('reduce=%s: a panel opens %s', async (reduce) => {
    media(reduce);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout', 'cancelAnimationFrame'] });
    render(
      <MantineRoot>
        <Panel />
      </MantineRoot>,
    );
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    // With reduced motion the panel is there before any frame, with no transition; otherwise it slides in for 250 ms.
    if (reduce) {
      expect(screen.getByTestId('panel').style.transitionDuration).toBe('');
      expect(screen.getByTestId('panel').style.transform).toBe('');
    } else {
      await act(async () => vi.advanceTimersByTime(50));
      expect(screen.getByTestId('panel').style.transitionDuration).toBe('250ms');
    }
  });
});
