import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { signedOut } from '@/entities/session';
import { navigateFx } from '@/shared/routing';
import { warningDismissed } from '@/widgets/app-feedback';
import './app';

describe('app model', () => {
  it('a warning to the customer who signed out is dismissed: not left on screen for the next person', async () => {
    const scope = fork({ handlers: [[navigateFx, () => undefined]] });
    const dismissed = vi.fn();
    createWatch({ unit: warningDismissed, fn: dismissed, scope });
    await allSettled(signedOut, { scope });
    expect(dismissed).toHaveBeenCalledTimes(1);
  });
});
