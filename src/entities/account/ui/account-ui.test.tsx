import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/test/render';
import { PasswordPolicy } from './password-policy';
import { ResendButton } from './resend-button';

describe('PasswordPolicy', () => {
  it('ticks each rule the password meets, in the page language', async () => {
    const { container } = await renderWithApp(<PasswordPolicy password="sevan20" />, { lang: 'en' });
    const passed = (check: string) => container.querySelector(`[data-check="${check}"]`)?.getAttribute('data-passed');
    expect(passed('lower')).toBe('true');
    expect(passed('digit')).toBe('true');
    expect(passed('length')).toBe('false');
    expect(passed('upper')).toBe('false');
    expect(passed('symbol')).toBe('false');
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
  });
});

describe('ResendButton', () => {
  it('waits with the time left', async () => {
    await renderWithApp(<ResendButton secondsLeft={75} onResend={vi.fn()} />, { lang: 'en' });
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeDisabled();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('1:15');
  });

  it('at 0 it sends', async () => {
    const onResend = vi.fn();
    await renderWithApp(<ResendButton secondsLeft={0} onResend={onResend} />, { lang: 'en' });
    expect(screen.queryByTestId('resend-countdown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });
});
