import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShellAnchorButton, ShellButton } from './shell-button';

describe('ShellButton', () => {
  it('is a plain button (type="button", so it never submits a form) that calls onClick', async () => {
    const click = vi.fn();
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <ShellButton onClick={click}>Sign out</ShellButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign out' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(click).toHaveBeenCalledOnce();
    expect(submit).not.toHaveBeenCalled();
  });

  it('carries the variant, colour, size, section and width the stylesheet keys on', () => {
    render(
      <ShellButton variant="subtle" color="gray" size="xs" leftSection={<svg data-testid="icon" />} fullWidth px={8}>
        Sign out
      </ShellButton>,
    );
    const button = screen.getByRole('button', { name: 'Sign out' });
    expect(button).toHaveAttribute('data-variant', 'subtle');
    expect(button).toHaveAttribute('data-color', 'gray');
    expect(button).toHaveAttribute('data-size', 'xs');
    expect(button).toHaveAttribute('data-with-left-section');
    expect(button).toHaveAttribute('data-block');
    expect(button.style.paddingInline).toBe('calc(0.5rem * var(--mantine-scale))');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });

  it('as a link keeps the anchor attributes', () => {
    render(
      <ShellAnchorButton href="/en" hrefLang="en" aria-current="true" variant="filled">
        ENG
      </ShellAnchorButton>,
    );
    const link = screen.getByRole('link', { name: 'ENG' });
    expect(link).toHaveAttribute('href', '/en');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('data-variant', 'filled');
    expect(link).not.toHaveAttribute('data-with-left-section');
  });
});
