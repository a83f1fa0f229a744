import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './use-return-focus';

function Dialog({ onClose, withHook }: { onClose: () => void; withHook: boolean }) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the control case of the test
  if (withHook) useReturnFocus();
  return (
    <div role="dialog">
      <button type="button" autoFocus onClick={onClose}>
        No
      </button>
    </div>
  );
}

/** A dialog mounted only while open (as the lazy ones are), taking the focus when it opens. */
function Page({ withHook = true }: { withHook?: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpened(true)}>
        Sign out
      </button>
      {opened ? <Dialog withHook={withHook} onClose={() => setOpened(false)} /> : null}
    </div>
  );
}

const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('useReturnFocus', () => {
  it('gives the focus back to the opener when a dialog mounted only while open closes', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Sign out' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await frame();
    expect(opener).toHaveFocus();
  });

  it('without it the focus is lost to the page (the case it exists for)', async () => {
    render(<Page withHook={false} />);
    const opener = screen.getByRole('button', { name: 'Sign out' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await frame();
    expect(document.body).toHaveFocus();
  });
});
