import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusOnChange } from './use-focus-on-change';

function Step({ step, ready }: { step: string; ready: boolean }) {
  const ref = useFocusOnChange<HTMLHeadingElement>(step, ready);
  return (
    <div>
      <button type="button">Continue</button>
      {ready ? (
        <h1 ref={ref} tabIndex={-1}>
          Step {step}
        </h1>
      ) : (
        <p>Loading</p>
      )}
    </div>
  );
}

describe('useFocusOnChange', () => {
  it('leaves the first screen alone, then focuses the heading of each new step once it is drawn', () => {
    const { rerender } = render(<Step step="1" ready />);
    expect(document.body).toHaveFocus();
    screen.getByRole('button', { name: 'Continue' }).focus();
    rerender(<Step step="2" ready={false} />);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    rerender(<Step step="2" ready />);
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus();
    // Drawn again for the same step (a re-render): the focus is not taken back.
    screen.getByRole('button', { name: 'Continue' }).focus();
    rerender(<Step step="2" ready />);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });
});
