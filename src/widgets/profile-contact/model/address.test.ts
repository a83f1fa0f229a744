import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session';
import { ApiError, autofillFx, saveAddressFx, type Customer } from '@/shared/api';
import { AUTOFILL_DEBOUNCE_MS } from '../lib/address';
import { $address, $addressErrors, $addressFailure, $addressSavedNow, $storedAddress, $suggestions, addressFieldChanged, addressSaved } from './address';
import { ContactGate } from './contact';
import { anna } from '@/shared/test/customer';

const stored = { CITY: 'Երևան', STREET: 'Տիգրան Մեծի պողոտա', HOUSE: '12', APARTMENT: '34' };
const user = { ...anna, ADDRESS: stored } as Customer;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const calls = {
    autofill: vi.fn(async (params: { field: string; value: string; CITY?: string }) => ({ result: params.field === 'CITY' ? ['Gyumri'] : ['Vardanants Street'] })),
    save: vi.fn(async (params: Record<string, string>) => ({ result: { ...user, ADDRESS: params }, message: 'Saved' })),
  };
  const scope = fork({
    values: [[$user, user]],
    handlers: [
      [autofillFx, calls.autofill],
      [saveAddressFx, calls.save],
    ],
  });
  return { scope, calls };
}

/** Fires a unit and lets the effects finish, without waiting for a pending debounce (fake timers). */
async function run<T>(scope: Scope, unit: EventCallable<T>, params?: NoInfer<T>) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(1);
}
const type = (scope: Scope, field: 'CITY' | 'STREET' | 'HOUSE' | 'APARTMENT', value: string) => run(scope, addressFieldChanged, { field, value });

describe('the address block', () => {
  it("opens with the profile's address", async () => {
    const { scope } = setup();
    await run(scope, ContactGate.open, {} as never);
    expect(scope.getState($address)).toEqual(stored);
  });

  it('asks for suggestions once typing pauses (debounced), only for what the field holds, the street within the town', async () => {
    const { scope, calls } = setup();
    await run(scope, ContactGate.open, {} as never);
    await type(scope, 'CITY', 'G');
    await type(scope, 'CITY', 'Gy');
    await type(scope, 'CITY', 'Gyu');
    expect(calls.autofill).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(AUTOFILL_DEBOUNCE_MS);
    expect(calls.autofill).toHaveBeenCalledTimes(1);
    expect(calls.autofill).toHaveBeenCalledWith({ field: 'CITY', value: 'Gyu' });
    expect(scope.getState($suggestions).CITY).toEqual(['Gyumri']);

    // The suggestion picked: nothing more is asked for it.
    await type(scope, 'CITY', 'Gyumri');
    await vi.advanceTimersByTimeAsync(AUTOFILL_DEBOUNCE_MS);
    expect(calls.autofill).toHaveBeenCalledTimes(1);

    await type(scope, 'STREET', 'Var');
    await vi.advanceTimersByTimeAsync(AUTOFILL_DEBOUNCE_MS);
    expect(calls.autofill).toHaveBeenLastCalledWith({ field: 'STREET', value: 'Var', CITY: 'Gyumri' });
    expect(scope.getState($suggestions).STREET).toEqual(['Vardanants Street']);

    // Another town: its streets are forgotten; one character asks nothing.
    await type(scope, 'CITY', 'V');
    expect(scope.getState($suggestions)).toEqual({ CITY: [], STREET: [] });
    await vi.advanceTimersByTimeAsync(AUTOFILL_DEBOUNCE_MS);
    expect(calls.autofill).toHaveBeenCalledTimes(2);
  });

  it('drops an answer for text the field no longer holds', async () => {
    const { scope, calls } = setup();
    let release: (value: { result: string[] }) => void = () => undefined;
    calls.autofill.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    await type(scope, 'CITY', 'Gy');
    await vi.advanceTimersByTimeAsync(AUTOFILL_DEBOUNCE_MS);
    await type(scope, 'CITY', 'Va');
    release({ result: ['Gyumri'] });
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($suggestions).CITY).toEqual([]);
  });

  it('checks, saves, and the profile holds the new address; a server refusal stands under its field', async () => {
    const { scope, calls } = setup();
    await run(scope, ContactGate.open, {} as never);
    await type(scope, 'HOUSE', 'twelve');
    await run(scope, addressSaved);
    expect(calls.save).not.toHaveBeenCalled();
    expect(scope.getState($addressErrors)).toEqual({ HOUSE: { type: 'invalid' } });

    await type(scope, 'HOUSE', '5/1');
    calls.save.mockRejectedValueOnce(new ApiError({ kind: 'warning', status: 400, fieldWarnings: { CITY: ['Choose the city from the list'] }, messages: ['Choose the city from the list'] }));
    await run(scope, addressSaved);
    expect(scope.getState($addressErrors)).toEqual({ CITY: { type: 'server', message: 'Choose the city from the list' } });
    expect(scope.getState($addressFailure)).toBeNull();
    // No connection: said beneath the form, the address kept; typing clears it.
    calls.save.mockRejectedValueOnce(new ApiError({ kind: 'network', status: 0 }));
    await run(scope, addressSaved);
    expect(scope.getState($addressFailure)).toBe('network');
    expect(scope.getState($address).HOUSE).toBe('5/1');

    await type(scope, 'CITY', 'Գյումրի');
    await run(scope, addressSaved);
    expect(calls.save).toHaveBeenLastCalledWith({ CITY: 'Գյումրի', STREET: 'Տիգրան Մեծի պողոտա', HOUSE: '5/1', APARTMENT: '34' });
    expect(scope.getState($storedAddress)).toEqual({ CITY: 'Գյումրի', STREET: 'Տիգրան Մեծի պողոտա', HOUSE: '5/1', APARTMENT: '34' });
    expect(scope.getState($addressSavedNow)).toBe(true);
    await type(scope, 'APARTMENT', '3');
    expect(scope.getState($addressSavedNow)).toBe(false);
  });
});
