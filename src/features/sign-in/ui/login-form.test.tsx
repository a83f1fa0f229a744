import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, captchaFx, signInFx } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { LoginForm } from './login-form';

/** After a press that leaves a field in error, the focus is on that field: a screen reader hears what to fix. */
describe('the sign-in form after a failed press', () => {
  it('focuses the first empty field, then the field the server refused', async () => {
    const refusal = new ApiError({ kind: 'warning', status: 400, message: 'refused', fieldWarnings: { PASSWORD: ['Wrong password'] } });
    const scope = fork({ handlers: [[captchaFx, async () => ({ required: false })], [signInFx, vi.fn().mockRejectedValue(refusal)]] });
    await renderWithApp(<LoginForm />, { scope });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Personal ID or e-mail/ })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: /Personal ID or e-mail/ }), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The login is filled in now: the password, still empty, is the field to fix.
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());

    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByText('Wrong password')).toBeInTheDocument());
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });
});
