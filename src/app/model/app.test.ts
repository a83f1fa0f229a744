import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { signedOut } from '@/entities/session';
import { warningReceived } from '@/shared/api';
import { navigateFx } from '@/shared/routing';
import { $warningMessages } from '@/widgets/app-feedback/testing';
import './app';

describe('app model', () => {
  it('a warning to the customer who signed out is not left on screen for the next person', async () => {
    const scope = fork({ handlers: [[navigateFx, () => undefined]] });
    await allSettled(warningReceived, { scope, params: { messages: ['The car is already insured'], fieldWarnings: {} } });
    expect(scope.getState($warningMessages)).toEqual(['The car is already insured']);

    await allSettled(signedOut, { scope });
    expect(scope.getState($warningMessages)).toBeNull();
  });

  it('a warning received before the dialog is on screen is kept for it (the model listens from the start)', async () => {
    const scope = fork();
    await allSettled(warningReceived, { scope, params: { messages: ['Check the date'], fieldWarnings: {} } });
    expect(scope.getState($warningMessages)).toEqual(['Check the date']);
  });
});
