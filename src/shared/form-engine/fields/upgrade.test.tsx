import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useKeysWhileLoading, useUpgradeOnFocus } from './upgrade';

/** A part whose code arrives when the test says so. */
function controlledPart() {
  let arrive: () => void = () => undefined;
  let here = false;
  const loading = new Promise<void>((resolve) => {
    arrive = () => {
      here = true;
      resolve();
    };
  });
  return { loaded: () => here, preload: () => loading, arrive: () => act(async () => arrive()) };
}

function Field({ part }: { part: ReturnType<typeof controlledPart> }) {
  const upgrade = useUpgradeOnFocus('colour', { part });
  return upgrade.upgraded ? <input id="colour" aria-label="Colour" data-full="" /> : <input id="colour" aria-label="Colour" readOnly {...upgrade.lightHandlers} />;
}

describe('useUpgradeOnFocus with a part of its own', () => {
  it('keeps the light field (and the focus) until the code is here, then swaps and hands the focus over', async () => {
    const part = controlledPart();
    render(<Field part={part} />);
    const user = userEvent.setup();
    await user.tab();
    const light = screen.getByRole('textbox', { name: 'Colour' });
    expect(light).toHaveFocus();
    expect(light).not.toHaveAttribute('data-full');
    await part.arrive();
    const full = screen.getByRole('textbox', { name: 'Colour' });
    expect(full).toHaveAttribute('data-full');
    expect(full).toHaveFocus();
  });

  it('does not swap when the focus has moved on before the code arrived', async () => {
    const part = controlledPart();
    render(
      <>
        <Field part={part} />
        <button type="button">Next</button>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await part.arrive();
    expect(screen.getByRole('textbox', { name: 'Colour' })).not.toHaveAttribute('data-full');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('swaps at once when the code is already here', async () => {
    const part = controlledPart();
    await part.arrive();
    render(<Field part={part} />);
    await userEvent.setup().tab();
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveAttribute('data-full');
  });
});

function SearchField({ part, takesKeys = true }: { part: ReturnType<typeof controlledPart>; takesKeys?: boolean }) {
  const upgrade = useUpgradeOnFocus('city', { part });
  const keys = useKeysWhileLoading(takesKeys);
  if (upgrade.upgraded) return <input id="city" aria-label="City" data-full="" defaultValue={keys.typed ?? ''} />;
  return <input id="city" aria-label="City" {...upgrade.lightHandlers} {...keys.lightHandlers} value={keys.typed ?? ''} />;
}

describe('useKeysWhileLoading: keys typed into a light field before its full component`s code is here', () => {
  it('are shown in the light field and handed to the full component when it takes over', async () => {
    const part = controlledPart();
    render(<SearchField part={part} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    await user.keyboard('Gy');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Gy');
    await part.arrive();
    const full = screen.getByRole('textbox', { name: 'City' });
    expect(full).toHaveAttribute('data-full');
    expect(full).toHaveValue('Gy');
    expect(full).toHaveFocus();
  });

  it('are forgotten when the field is left before the code arrives', async () => {
    const part = controlledPart();
    render(
      <>
        <SearchField part={part} />
        <button type="button">Next</button>
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    await user.keyboard('Gy');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });

  it('are not taken by a field that does not take keys (a list without search)', async () => {
    const part = controlledPart();
    render(<SearchField part={part} takesKeys={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'City' }));
    await user.keyboard('Gy');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });
});
