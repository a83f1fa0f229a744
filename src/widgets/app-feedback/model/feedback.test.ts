import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { warningReceived } from '@/shared/api';
import { $warningMessages, warningDismissed } from './feedback';

describe('feedback model', () => {
  it('keeps a warning until it is dismissed, whether or not its dialog is on screen yet (it renders after the router)', async () => {
    const scope = fork();
    await allSettled(warningReceived, { scope, params: { messages: ['Check the date'], fieldWarnings: {} } });
    await allSettled(warningReceived, { scope, params: { messages: ['Check the date', 'The car is already insured'], fieldWarnings: {} } });
    expect(scope.getState($warningMessages)).toEqual(['Check the date', 'The car is already insured']);
    await allSettled(warningDismissed, { scope });
    expect(scope.getState($warningMessages)).toBeNull();
  });
});
